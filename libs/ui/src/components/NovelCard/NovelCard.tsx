import {
  developmentStatusLabels,
  formatExternalRating,
  formatRating,
  LAYOUT,
  readingListLabels,
  type DevelopmentStatus,
  type ReadingList,
} from '@vn/domain';
import { clsx } from 'clsx';
import { ImageOff, Star } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { VeilCover, veiledImage } from '../ImageVeil';
import { Link, VisuallyHidden, type LinkProps } from 'react-aria-components';
import {
  novelCard,
  novelCardBody,
  novelCardDetail,
  novelCardDetails,
  novelCardFrame,
  novelCardImage,
  novelCardMark,
  novelCardName,
  novelCardPlaceholderIcon,
  novelCardPoster,
  novelCardRating,
  novelCardRatingIcon,
  novelCardRatings,
  novelCardVeil,
} from './NovelCard.css';

export interface NovelCardProps extends Omit<LinkProps, 'children' | 'className' | 'href'> {
  /** The project page, e.g. "/novels/beskonechnoe-leto". A real link: ctrl/middle click opens a tab. */
  href: string;
  name: string;
  /** The poster's preview; without one a placeholder shows. */
  posterSrc?: string | null;
  /** The preview's size in pixels, for its aspect ratio (height is capped, docs/product §9). */
  posterWidth?: number;
  posterHeight?: number;
  /** The project's development status. */
  status: DevelopmentStatus;
  /** The rating of the chosen rating field, 1..10 (shown with one decimal). */
  rating?: number | null;
  /** The external database's rating, 10..100 (shown divided by 10). */
  externalRating?: number | null;
  /**
   * The status of the project's most complete translation (docs/product §4; the app picks it with
   * `mostCompleteTranslation`); none, no translation line.
   */
  translationStatus?: DevelopmentStatus | null;
  /**
   * How far the most complete translation has come, when its group says (ours, docs/product
   * §A1.11): shown beside a translation not yet finished.
   */
  translationPercent?: number | null;
  /** The reader's list holding this project. */
  readingList?: ReadingList | null;
  /**
   * `eager` for cards in the first screen (their poster is usually the page's largest paint);
   * the rest wait until they scroll near.
   * @default 'lazy'
   */
  posterLoading?: 'lazy' | 'eager';
  /**
   * `high` for the first card or two of a page: the largest paint of a list is one of them, and on a
   * slow connection it would otherwise wait behind the scripts.
   * @default 'auto'
   */
  posterPriority?: 'high' | 'auto';
  /**
   * The poster is marked sexual content or violence and the reader has not chosen to see such
   * images: it is blurred until the reader presses "Показать изображение" beside the card's link.
   */
  isPosterVeiled?: boolean;
  className?: string;
}

/**
 * A catalogue card: poster, name, status, translation, ratings and the reader's list mark. The whole
 * card is one react-aria `Link` (a real `<a href>`), so ctrl/middle click open a new tab; its
 * accessible name is its text, the novel's name first.
 */
export const NovelCard = forwardRef<HTMLAnchorElement, NovelCardProps>(function NovelCard(
  {
    href,
    name,
    posterSrc,
    posterWidth,
    posterHeight,
    status,
    rating,
    externalRating,
    translationStatus = null,
    translationPercent = null,
    readingList,
    posterLoading = 'lazy',
    posterPriority = 'auto',
    isPosterVeiled = false,
    className,
    ...props
  },
  ref,
) {
  const [isPosterRevealed, setPosterRevealed] = useState(false);
  const isVeiled = isPosterVeiled && Boolean(posterSrc) && !isPosterRevealed;
  const aspectRatio =
    posterWidth && posterHeight
      ? `${posterWidth} / ${posterHeight}`
      : `${LAYOUT.posterWidthPx} / ${LAYOUT.posterRatioLimit}`;
  const hasRatings = rating != null || externalRating != null;
  const card = (
    <Link {...props} ref={ref} href={href} className={clsx(novelCard, className)}>
      <span className={novelCardPoster} style={{ aspectRatio }}>
        {posterSrc ? (
          <img
            className={clsx(novelCardImage, isVeiled && veiledImage)}
            src={posterSrc}
            alt=""
            loading={posterLoading}
            // Lowercase: React 18 knows no fetchPriority prop (it warns, though it passes it on).
            {...({ fetchpriority: posterPriority } as object)}
          />
        ) : (
          <ImageOff className={novelCardPlaceholderIcon} aria-hidden="true" />
        )}
        {readingList ? (
          <span className={novelCardMark} aria-hidden="true">
            {readingListLabels[readingList]}
          </span>
        ) : null}
      </span>
      <span className={novelCardBody}>
        <span className={novelCardName}>{name}</span>
        <span className={novelCardDetails}>
          {readingList ? (
            <VisuallyHidden>Список: {readingListLabels[readingList]}.</VisuallyHidden>
          ) : null}
          <span className={novelCardDetail}>{developmentStatusLabels[status]}</span>
          {translationStatus ? (
            <span className={novelCardDetail}>
              Перевод: {developmentStatusLabels[translationStatus]}
              {/* A no-break space: the card's narrow column must not leave "%" alone on a line. */}
              {translationStatus !== 'done' && translationPercent !== null
                ? `, ${translationPercent}\u00a0%`
                : null}
            </span>
          ) : null}
          {hasRatings ? (
            <span className={novelCardRatings}>
              {rating != null ? (
                <span className={novelCardRating}>
                  <Star className={novelCardRatingIcon} aria-hidden="true" />
                  <VisuallyHidden>Рейтинг </VisuallyHidden>
                  {formatRating(rating)}
                </span>
              ) : null}
              {externalRating != null ? (
                <span className={novelCardRating}>
                  VNDB <VisuallyHidden>рейтинг </VisuallyHidden>
                  {formatExternalRating(externalRating)}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
  if (!isVeiled) return card;
  // The button may not sit inside the link (a control in a control): it lies over the poster, beside it.
  return (
    <span className={novelCardFrame}>
      {card}
      <VeilCover
        className={novelCardVeil}
        style={{ aspectRatio }}
        onReveal={() => setPosterRevealed(true)}
        revealLabel="Показать постер"
      />
    </span>
  );
});
