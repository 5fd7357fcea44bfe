import { assignInlineVars } from '@vanilla-extract/dynamic';
import { LAYOUT, parseVideoId } from '@vn/domain';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import {
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { visuallyHidden } from '../../theme/utilities.css';
import { Button } from '../Button';
import { VeilCover, veiledImage } from '../ImageVeil';
import * as styles from './Carousel.css';

/** A screenshot. */
export interface CarouselImage {
  kind: 'image';
  src: string;
  /** What the screenshot shows. */
  alt: string;
  /** Blurred until the reader asks to see it (a screenshot marked sexual content or violence). */
  isVeiled?: boolean;
}

/** A video-hosting link (or a bare id), as the project stores it (docs/product §3, §5). */
export interface CarouselVideo {
  kind: 'video';
  url: string;
  /**
   * The player's accessible title.
   * @default 'Видео с YouTube'
   */
  title?: string;
}

export type CarouselItem = CarouselImage | CarouselVideo;

export type SwipeDirection = 'previous' | 'next';

/**
 * Which way a horizontal drag of `deltaX` pixels turns the slides (docs/product §9 "swipe threshold
 * 100 px", `LAYOUT.swipeThresholdPx`): a drag must go further than the threshold, so 100 px snaps
 * back and 101 px moves. Dragging to the left (a negative delta) shows the next slide.
 */
export function swipeDirection(
  deltaX: number,
  threshold: number = LAYOUT.swipeThresholdPx,
): SwipeDirection | null {
  if (deltaX < -threshold) return 'next';
  if (deltaX > threshold) return 'previous';
  return null;
}

/** The privacy-enhanced player of a video id (no cookies until the reader plays it). */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

export interface CarouselProps {
  /** The slides, in order. */
  items: readonly CarouselItem[];
  /** The current slide (controlled). */
  index?: number;
  /**
   * The first slide shown (uncontrolled).
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the slide the reader asks for. */
  onIndexChange?: (index: number) => void;
  /** @default 'Скриншоты' */
  'aria-label'?: string;
  className?: string;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/**
 * The screenshots and videos of a project page (docs/product §2.3), on the WAI-ARIA carousel pattern: a
 * region described as "карусель" whose slides are groups "N из M", a polite live region that says
 * which slide is shown, previous/next buttons that stop at the ends, and a picker of slides.
 *
 * The region takes focus: ArrowLeft/ArrowRight, Home and End move the slides. A horizontal swipe
 * (touch or mouse) turns one slide once it goes further than 100 px, otherwise it snaps back.
 * A video's player is rendered only while its slide is shown.
 */
export function Carousel({
  items,
  index,
  defaultIndex = 0,
  onIndexChange,
  'aria-label': ariaLabel = 'Скриншоты',
  className,
}: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const dragStart = useRef<{ pointerId: number; x: number } | null>(null);
  const [dragX, setDragX] = useState<number | null>(null);

  const count = items.length;
  if (count === 0) return null;
  const last = count - 1;
  const current = clamp(index ?? ownIndex, last);
  const hasControls = count > 1;

  const goTo = (target: number) => {
    const next = clamp(target, last);
    if (next === current) return;
    if (index === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };

  /* The button reaching an end is disabled under the reader's focus; focus goes to the region. */
  const step = (delta: 1 | -1) => {
    const next = clamp(current + delta, last);
    goTo(next);
    if (next === 0 || next === last) rootRef.current?.focus();
  };

  const keyTargets: Record<string, number> = {
    ArrowLeft: current - 1,
    ArrowRight: current + 1,
    Home: 0,
    End: last,
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const target = keyTargets[event.key];
    if (!hasControls || target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!hasControls || event.button !== 0) return;
    dragStart.current = { pointerId: event.pointerId, x: event.clientX };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (a test) has nothing to capture; the drag still works.
    }
    setDragX(0);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (start?.pointerId !== event.pointerId) return;
    setDragX(event.clientX - start.x);
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = dragStart.current;
    if (start?.pointerId !== event.pointerId) return;
    dragStart.current = null;
    setDragX(null);
    const direction = cancelled ? null : swipeDirection(event.clientX - start.x);
    if (direction) goTo(current + (direction === 'next' ? 1 : -1));
  };

  // Past the first or the last slide the drag resists, as there is nothing to pull in.
  const atEdge =
    dragX !== null && ((dragX > 0 && current === 0) || (dragX < 0 && current === last));
  const offset = dragX === null ? 0 : atEdge ? dragX / 3 : dragX;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="карусель"
      aria-label={ariaLabel}
      tabIndex={hasControls ? 0 : undefined}
      onKeyDown={onKeyDown}
      className={clsx(styles.carousel, className)}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
      >
        <div
          className={styles.track}
          data-dragging={dragX !== null}
          style={assignInlineVars({
            [styles.slideIndex]: String(current),
            [styles.dragOffset]: `${offset}px`,
          })}
        >
          {items.map((item, position) => (
            <div
              key={`${position}-${item.kind === 'image' ? item.src : item.url}`}
              role="group"
              aria-roledescription="слайд"
              aria-label={`${position + 1} из ${count}`}
              aria-hidden={position === current ? undefined : true}
              className={styles.slide}
            >
              <SlideContent item={item} isCurrent={position === current} />
            </div>
          ))}
        </div>
      </div>
      {hasControls && (
        <>
          <div className={styles.controls}>
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label="Предыдущий слайд"
              isDisabled={current === 0}
              onPress={() => step(-1)}
            >
              <ChevronLeft aria-hidden size="1.25em" />
            </Button>
            <ToggleButtonGroup
              aria-label="Выбор слайда"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[current]}
              onSelectionChange={(keys) => {
                const [key] = keys;
                if (key !== undefined) goTo(Number(key));
              }}
              className={styles.dots}
            >
              {items.map((item, position) => (
                <ToggleButton
                  key={`${position}-${item.kind === 'image' ? item.src : item.url}`}
                  id={position}
                  aria-label={`Слайд ${position + 1} из ${count}`}
                  className={styles.dot}
                />
              ))}
            </ToggleButtonGroup>
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label="Следующий слайд"
              isDisabled={current === last}
              onPress={() => step(1)}
            >
              <ChevronRight aria-hidden size="1.25em" />
            </Button>
          </div>
          <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
            Слайд {current + 1} из {count}
          </div>
        </>
      )}
    </div>
  );
}

function SlideContent({ item, isCurrent }: { item: CarouselItem; isCurrent: boolean }) {
  if (item.kind === 'image') return <SlideImage item={item} isCurrent={isCurrent} />;
  const id = parseVideoId(item.url);
  if (id && isCurrent) {
    return (
      <iframe
        className={styles.video}
        src={videoEmbedUrl(id)}
        title={item.title ?? 'Видео с YouTube'}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className={styles.videoPlaceholder}>
      <Play aria-hidden size="2em" />
      {id ? 'Видео' : 'Видео недоступно'}
    </div>
  );
}

/** A screenshot; a veiled one is blurred and hidden from screen readers until the reader shows it. */
function SlideImage({ item, isCurrent }: { item: CarouselImage; isCurrent: boolean }) {
  const [isRevealed, setRevealed] = useState(false);
  const isVeiled = item.isVeiled === true && !isRevealed;
  return (
    <>
      <img
        className={clsx(styles.image, isVeiled && veiledImage)}
        src={item.src}
        alt={item.alt}
        aria-hidden={isVeiled || undefined}
        draggable={false}
        loading={isCurrent ? undefined : 'lazy'}
      />
      {isVeiled && <VeilCover onReveal={() => setRevealed(true)} />}
    </>
  );
}
