import { TextSelection } from '@remirror/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { headlessMarkupEditor } from '../../test/markup-view';

let editor: ReturnType<typeof headlessMarkupEditor>;
afterEach(() => editor?.destroy());

function withText(text: string) {
  editor = headlessMarkupEditor();
  editor.view.dispatch(editor.view.state.tr.insertText(text, 1));
  return editor.manager.store.commands;
}

function select(from: number, to: number) {
  const { view } = editor;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, from, to)));
}

describe('the link commands (docs/product §3 [a] and [novel])', () => {
  it('link the selection, or insert their text as the link, the caret then past it', () => {
    const commands = withText('сайт ');
    select(1, 5);
    commands.insertLink({ href: 'https://vndb.org' });
    expect(editor.markup()).toBe('[a href="https://vndb.org"]сайт[/a] ');
    select(6, 6);
    commands.insertProjectLink({ url: 'steins-gate', name: 'Steins;Gate' });
    editor.view.dispatch(editor.view.state.tr.insertText('!'));
    expect(editor.markup()).toBe(
      '[a href="https://vndb.org"]сайт[/a] [novel url="steins-gate"]Steins;Gate[/novel]!',
    );
  });

  it('insert the address itself when no text is given', () => {
    const commands = withText('');
    commands.insertLink({ href: ' /posts/8 ' });
    expect(editor.markup()).toBe('[a href="/posts/8"]/posts/8[/a]');
  });

  it('refuse an address or a project url the markup does not allow', () => {
    const commands = withText('текст');
    select(1, 6);
    expect(commands.insertLink.enabled({ href: 'javascript:alert(1)' })).toBe(false);
    expect(commands.insertProjectLink.enabled({ url: '../etc', name: 'x' })).toBe(false);
    commands.insertLink({ href: 'javascript:alert(1)' });
    expect(editor.markup()).toBe('текст');
  });

  it('take the link the caret is in away, keeping the text', () => {
    const commands = withText('сайт');
    select(1, 5);
    commands.insertLink({ href: '/x' });
    select(3, 3);
    commands.removeLink();
    expect(editor.markup()).toBe('сайт');
  });
});
