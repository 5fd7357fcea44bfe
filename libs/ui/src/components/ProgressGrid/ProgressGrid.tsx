import {
  overallPercent,
  partPercent,
  stageOverallPercent,
  stagePercent,
  stageStateLabels,
  translationStageLabels,
  type StageState,
  type TranslationPart,
  type TranslationStage,
} from '@vn/domain';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { formatPercent } from '../ProgressBar';
import * as styles from './ProgressGrid.css';

/** A stage a part does not name has not started (docs/product §A1.1). */
const notStarted: StageState = { state: 'notStarted' };

/** What a stage's cell says: «Не начато», «В работе, 40 %», «На паузе, 25 %», «Готово». */
export function stageStateText(state: StageState): string {
  const label = stageStateLabels[state.state];
  return state.state === 'inProgress' || state.state === 'paused'
    ? `${label}, ${formatPercent(state.percent)}`
    : label;
}

export interface ProgressGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The stages the translation goes through, in order: one column each. */
  stages: readonly TranslationStage[];
  /** The parts (routes, chapters, «Вся игра»): one row each, in the order given. */
  parts: readonly TranslationPart[];
  /**
   * The table's caption, and the name of the region it scrolls in.
   * @default 'Ход перевода'
   */
  caption?: string;
  className?: string;
}

/** The text of a cell and a small bar under it, filled to the percent (drawing only). */
function CellContent({
  text,
  percent,
  isPaused = false,
  isMuted = false,
}: {
  text: string;
  percent: number;
  isPaused?: boolean;
  isMuted?: boolean;
}) {
  return (
    <>
      <span className={isMuted ? styles.progressGridMuted : undefined}>{text}</span>
      <span className={styles.progressGridTrack} aria-hidden="true">
        <span
          className={styles.progressGridFill({ tone: isPaused ? 'muted' : 'accent' })}
          style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
        />
      </span>
    </>
  );
}

/**
 * A translation's parts × stages (docs/product §A1.1): a real table, each stage's state written out
 * with a small bar under it, each part's percent in the last column and, for more than one part,
 * the whole translation's row at the foot (§A1.2). A table wider than its place scrolls inside a
 * labelled region the keyboard can focus and scroll. The headings «Часть», «Всего», «Весь
 * перевод» and the caption «Ход перевода» are ours; the stages' and states' words are §A1.1's.
 */
export const ProgressGrid = forwardRef<HTMLDivElement, ProgressGridProps>(function ProgressGrid(
  { stages, parts, caption = 'Ход перевода', className, ...props },
  ref,
) {
  const progress = { stages, parts };
  // A box that scrolls must take the keyboard's focus to be scrolled by it (axe's
  // scrollable-region-focusable); named, it is a region a screen reader can find.
  return (
    <div
      {...props}
      ref={ref}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={clsx(styles.progressGrid, className)}
    >
      <table className={styles.progressGridTable}>
        <caption className={styles.progressGridCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.progressGridCorner}>
              Часть
            </th>
            {stages.map((stage) => (
              <th key={stage} scope="col" className={styles.progressGridColumnHeader}>
                {translationStageLabels[stage]}
              </th>
            ))}
            <th scope="col" className={styles.progressGridColumnHeader}>
              Всего
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.name}>
              <th scope="row" className={styles.progressGridRowHeader}>
                {part.name}
              </th>
              {stages.map((stage) => {
                const state = part.stages[stage] ?? notStarted;
                return (
                  <td key={stage} className={styles.progressGridCell}>
                    <CellContent
                      text={stageStateText(state)}
                      percent={stagePercent(state)}
                      isPaused={state.state === 'paused'}
                      isMuted={state.state === 'notStarted'}
                    />
                  </td>
                );
              })}
              <td className={clsx(styles.progressGridCell, styles.progressGridTotal)}>
                <CellContent
                  text={formatPercent(partPercent(part, stages))}
                  percent={partPercent(part, stages)}
                />
              </td>
            </tr>
          ))}
        </tbody>
        {parts.length > 1 ? (
          <tfoot className={styles.progressGridTotal}>
            <tr>
              <th scope="row" className={styles.progressGridRowHeader}>
                Весь перевод
              </th>
              {stages.map((stage) => (
                <td key={stage} className={styles.progressGridCell}>
                  <CellContent
                    text={formatPercent(stageOverallPercent(progress, stage))}
                    percent={stageOverallPercent(progress, stage)}
                  />
                </td>
              ))}
              <td className={styles.progressGridCell}>
                <CellContent
                  text={formatPercent(overallPercent(progress))}
                  percent={overallPercent(progress)}
                />
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
});
