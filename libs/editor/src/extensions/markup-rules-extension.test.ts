import { afterEach, describe, expect, it } from 'vitest';
import { headlessMarkupEditor } from '../../test/markup-view';

let editor: ReturnType<typeof headlessMarkupEditor>;
afterEach(() => editor?.destroy());

describe('MarkupRulesExtension', () => {
  it('keeps a link laid over a picture, a sticker or a mention off them', () => {
    editor = headlessMarkupEditor();
    const { view } = editor;
    const { schema } = view.state;
    view.dispatch(
      view.state.tr.insert(1, [
        schema.text('до '),
        schema.nodes['img']!.create({ src: '/a.png' }),
        schema.nodes['user']!.create({ username: 'Алиса' }),
        schema.text(' после'),
      ]),
    );
    const end = view.state.doc.content.size - 1;
    view.dispatch(view.state.tr.addMark(1, end, schema.marks['a']!.create({ href: '/x' })));
    expect(editor.markup()).toBe(
      '[a href="/x"]до [/a][img]/a.png[/img][user]Алиса[/user][a href="/x"] после[/a]',
    );
  });

  it('leaves line breaks inside a link', () => {
    editor = headlessMarkupEditor();
    const { view } = editor;
    const { schema } = view.state;
    view.dispatch(
      view.state.tr.insert(1, [
        schema.text('а'),
        schema.nodes['lineBreak']!.create(),
        schema.text('б'),
      ]),
    );
    const end = view.state.doc.content.size - 1;
    view.dispatch(view.state.tr.addMark(1, end, schema.marks['a']!.create({ href: '/x' })));
    expect(editor.markup()).toBe('[a href="/x"]а\nб[/a]');
  });
});
