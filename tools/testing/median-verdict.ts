/**
 * Judging a score by the median of several runs (Lighthouse's advice on variability), and stopping
 * the runs once the median is decided: it is at least `target` once more than half of the `planned`
 * runs reach it, and below it once more than half fall short, whatever the remaining runs score.
 * The verdict is the one all the runs would give; the runs not needed are not spent.
 * (`planned` is odd: the median is then the middle run.)
 */
export function medianVerdict(
  scores: readonly number[],
  planned: number,
  target: number,
): { decided: boolean; met: boolean } {
  const reached = scores.filter((score) => score >= target).length;
  const majority = Math.floor(planned / 2) + 1;
  if (reached >= majority) return { decided: true, met: true };
  if (scores.length - reached >= majority) return { decided: true, met: false };
  return { decided: scores.length >= planned, met: false };
}
