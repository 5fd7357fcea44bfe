import { cssUrl, isImageBlurred, type NovelPage } from '@vn/domain';
import { VeilCover, veiledImage } from '@vn/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState, type ReactNode } from 'react';
import { useAppearance } from '../../appearance/appearance-store';
import { useBackgroundParallax } from '../../app/use-background-parallax';
import * as styles from './ProjectPage.css';

export interface ProjectBackdropProps {
  /** The project's background (docs/product §3 `bg`); without one the head is drawn as it is. */
  background: NovelPage['bg'];
  /** The page's head. */
  children: ReactNode;
}

/**
 * The project's background behind the page's head, as a profile shows its own (docs/product §2.4, §9:
 * the defaults, the parallax). A marked picture is blurred until the reader shows it, or for good
 * when they chose to see such images (docs/product §3 image meta), as the poster and screenshots are.
 * The addresses reach the style through `cssUrl`, one CSS string whatever they hold.
 */
export function ProjectBackdrop({ background, children }: ProjectBackdropProps) {
  const appearance = useAppearance();
  const [isRevealed, setRevealed] = useState(false);
  const shift = useBackgroundParallax(Boolean(background));
  if (!background) return <>{children}</>;
  const isVeiled = isImageBlurred(background, appearance) && !isRevealed;
  return (
    <div
      className={styles.backdrop}
      style={assignInlineVars({
        [styles.backgroundFullVar]: cssUrl(background.full),
        [styles.backgroundPreviewVar]: cssUrl(background.preview || background.full),
        [styles.backgroundShiftVar]: `${shift}px`,
      })}
    >
      <div className={styles.backdropPicture} aria-hidden="true">
        <div
          className={isVeiled ? `${styles.backdropImage} ${veiledImage}` : styles.backdropImage}
          data-project-background={isVeiled ? 'veiled' : 'shown'}
        />
      </div>
      <div className={styles.backdropRoom}>
        {isVeiled && <VeilCover revealLabel="Показать фон" onReveal={() => setRevealed(true)} />}
      </div>
      <div className={styles.backdropPanel}>{children}</div>
    </div>
  );
}
