import { PlainExtension, type CreateExtensionPlugin } from '@remirror/core';
import type { EditorView } from '@remirror/pm/view';

/** The Enter key (with Shift for a line break), as the editor's keys are given it. */
const enterKey = (shiftKey: boolean) =>
  new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', shiftKey });

/** The part of ProseMirror's input state that remembers the last key (not in its public types). */
interface KeyMemory {
  input?: { lastKeyCode?: number | null };
}

/**
 * Makes ProseMirror forget an Enter that has been handled. On Chrome for Android it reads any change
 * of selection within 100 ms after an Enter key as that Enter made by the browser, and runs Enter
 * again: a tap on a word right after choosing a mention with Enter split the line there, and a
 * selected word was replaced by a new line. Once the Enter has run here, nothing is left to guess.
 */
function forgetEnterKey(view: EditorView): void {
  const { input } = view as unknown as KeyMemory;
  if (input && input.lastKeyCode === 13) input.lastKeyCode = null;
}

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
            forgetEnterKey(view);
            return true;
          },
        },
      },
    };
  }
}
