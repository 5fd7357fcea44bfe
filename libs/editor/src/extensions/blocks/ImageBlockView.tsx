import { NodeSelection } from '@remirror/pm/state';
import type { NodeViewComponentProps } from '@remirror/react';
import type { ContentImage } from '@vn/domain';
import { Button, TextField } from '@vn/ui';
import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { imagesOfNode } from '../../document/blocks-document';
import { replaceImages } from './image-block-transactions';
import * as styles from './ImageBlockView.css';

/** What a picture without a description is called, to the writer as to readers (MarkupView). */
export const UNDESCRIBED_IMAGE_ALT = 'Изображение';

/**
 * An image block as the writer sees it (docs/product §3 "Content blocks": image): its pictures side by
 * side, each with its description (the alt text readers' screen readers say) and a button that
 * removes it. The fields and buttons are the page's own controls inside the text: ProseMirror leaves
 * their keys and clicks alone (the node view stops them); Escape or Enter in a description goes back
 * to the text with the block selected.
 */
export function ImageBlockView({ node, view, getPosition }: NodeViewComponentProps) {
  const images = imagesOfNode(node);
  const editable = view.editable;
  const change = (next: readonly ContentImage[]) => {
    const position = getPosition();
    if (position === undefined) return;
    view.dispatch(replaceImages(view.state.tr, position, next));
  };
  // Enter in a text input would submit the form around the editor (an article's, a description's):
  // here it finishes the description, as Escape does. Enter that ends an IME composition is the IME's.
  const backToText = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Enter') return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    const position = getPosition();
    view.focus();
    if (position !== undefined)
      view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, position)));
  };
  // Several pictures get numbered names, so each field and button says which picture it is for.
  const numbered = (name: string, index: number) =>
    images.length > 1 ? `${name} ${index + 1}` : name;
  return (
    <div className={styles.imageBlock} data-block-view="image">
      {images.map((image, index) => (
        <div key={index} className={styles.picture}>
          <img
            src={image.preview}
            alt={image.alt.trim() || UNDESCRIBED_IMAGE_ALT}
            {...(image.width !== undefined ? { width: image.width } : {})}
            {...(image.height !== undefined ? { height: image.height } : {})}
            className={styles.image}
            draggable={false}
          />
          <div className={styles.pictureControls}>
            <TextField
              label={numbered('Описание изображения', index)}
              size="sm"
              value={image.alt}
              isReadOnly={!editable}
              onChange={(alt) =>
                change(images.map((other, at) => (at === index ? { ...other, alt } : other)))
              }
              onKeyDown={backToText}
              className={styles.altField}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={numbered('Убрать изображение', index)}
              isDisabled={!editable}
              onPress={() => change(images.filter((_, at) => at !== index))}
            >
              <X aria-hidden size="1em" />
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
