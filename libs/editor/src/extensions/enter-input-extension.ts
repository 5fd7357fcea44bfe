import { PlainExtension, type CreateExtensionPlugin } from '@remirror/core';
import type { EditorView } from '@remirror/pm/view';

/** The Enter key (with Shift for a line break), as the editor's keys are given it. */
const enterKey = (shiftKey: boolean) =>
  new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', shiftKey });

/**
 * Enter as the editor's own keys mean it, also where the browser reports it as an input.
 *
 * Chrome on Android hands Enter to the page as a key ProseMirror leaves alone (handled early, it
 * upsets on-screen keyboards): the browser splits the block itself, and ProseMirror guesses the Enter
 * back from the changed page. In a block of our own that guess fails: Enter in a spoiler's title was
 * read back as a second spoiler around the first. The browser announces its split before making it
 * (`beforeinput`: insertParagraph, insertLineBreak for Shift+Enter); the editor's Enter runs there, and
 * when it did something the browser's split is cancelled. A composition in progress is the keyboard's
 * own business and is left alone. Elsewhere the key itself was handled, and no such input comes.
 */
export class EnterInputExtension extends PlainExtension {
  get name() {
    return 'enterInput' as const;
  }

  override createPlugin(): CreateExtensionPlugin {
    return {
      props: {
        handleDOMEvents: {
          beforeinput: (view: EditorView, event: Event) => {
            const { inputType } = event as InputEvent;
            const lineBreak = inputType === 'insertLineBreak';
            if (view.composing || (!lineBreak && inputType !== 'insertParagraph')) return false;
            const key = enterKey(lineBreak);
            if (!view.someProp('handleKeyDown', (handle) => handle(view, key))) return false;
            event.preventDefault();
            return true;
          },
        },
      },
    };
  }
}
