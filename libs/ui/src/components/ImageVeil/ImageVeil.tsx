import { clsx } from 'clsx';
import { Eye } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../Button';
import { blurred, imageVeil, veilButton, veilCover } from './ImageVeil.css';

export interface ImageVeilProps {
  /** Whether the image is behind the veil (the app decides: marked, and the reader did not opt in). */
  isVeiled: boolean;
  /** The image (or the element that draws it). */
  children: ReactNode;
  /**
   * The button's text.
   * @default 'Показать изображение'
   */
  revealLabel?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image that may be sensitive (docs/product §3 image meta: sexual content, violence): while veiled it
 * is blurred and hidden from screen readers, with one button that shows it. Showing is for this
 * image on this page; the reader's lasting choice is the app's.
 */
export function ImageVeil({
  isVeiled,
  children,
  revealLabel = 'Показать изображение',
  className,
  style,
}: ImageVeilProps) {
  const [isRevealed, setRevealed] = useState(false);
  const veiled = isVeiled && !isRevealed;
  return (
    <span className={clsx(imageVeil, className)} style={style} data-veiled={veiled || undefined}>
      <span className={veiled ? blurred : undefined} aria-hidden={veiled || undefined}>
        {children}
      </span>
      {veiled && <VeilCover revealLabel={revealLabel} onReveal={() => setRevealed(true)} />}
    </span>
  );
}

/**
 * The veil's cover: a note and the button that lifts it. Exported for places where the image sits
 * inside a link (a catalogue card), so the button can be placed beside the link, not inside it.
 */
export function VeilCover({
  revealLabel = 'Показать изображение',
  onReveal,
  className,
  style,
}: {
  revealLabel?: string;
  onReveal: () => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span className={clsx(veilCover, className)} style={style}>
      <span aria-hidden="true">Изображение скрыто: откровенные сцены или насилие</span>
      <Button className={veilButton} variant="secondary" size="sm" onPress={onReveal}>
        <Eye aria-hidden size="1em" />
        {revealLabel}
      </Button>
    </span>
  );
}

/** The class that blurs an image drawn by someone else (a card's poster). */
export { blurred as veiledImage };
