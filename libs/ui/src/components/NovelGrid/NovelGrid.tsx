import { CardGrid } from '../CardGrid';
import { EmptyState, type EmptyStateKind } from '../EmptyState';
import { NovelCard, type NovelCardProps } from '../NovelCard';

export interface NovelGridProps {
  /** The page of projects; `key` identifies each one. */
  novels: readonly (NovelCardProps & { key: string })[];
  /** Names the list, e.g. "Визуальные новеллы". */
  label: string;
  /**
   * What an empty page says (docs/product §8).
   * @default 'nothingFound'
   */
  emptyKind?: EmptyStateKind;
  /**
   * How many of the first cards load their poster at once (the first screen); the others lazily.
   * @default 0
   */
  eagerPosters?: number;
  className?: string;
}

/** How many of the eager posters are fetched first: a phone's first row. */
const FIRST_POSTERS = 2;

/** A page of the catalogue: project cards in the card grid, or the empty state when there are none. */
export function NovelGrid({
  novels,
  label,
  emptyKind = 'nothingFound',
  eagerPosters = 0,
  className,
}: NovelGridProps) {
  if (novels.length === 0)
    return <EmptyState kind={emptyKind} {...(className ? { className } : {})} />;
  return (
    <CardGrid aria-label={label} {...(className ? { className } : {})}>
      {novels.map(({ key, ...card }, index) => (
        <NovelCard
          key={key}
          posterLoading={index < eagerPosters ? 'eager' : 'lazy'}
          posterPriority={index < Math.min(eagerPosters, FIRST_POSTERS) ? 'high' : 'auto'}
          {...card}
        />
      ))}
    </CardGrid>
  );
}
