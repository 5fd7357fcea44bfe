/** Project length (docs/product §3), shortest first. */
export const lengths = ['veryShort', 'short', 'medium', 'long', 'veryLong'] as const;
export type Length = (typeof lengths)[number];

export interface LengthInfo {
  label: string;
  /** Hours to finish: from (inclusive) and below `to`; `to` null means no upper bound. */
  hours: { from: number; to: number | null };
}

export const lengthInfo: Record<Length, LengthInfo> = {
  veryShort: { label: 'Очень короткая (< 2 ч)', hours: { from: 0, to: 2 } },
  short: { label: 'Короткая (2–10 ч)', hours: { from: 2, to: 10 } },
  medium: { label: 'Средняя (10–30 ч)', hours: { from: 10, to: 30 } },
  long: { label: 'Длинная (30–50 ч)', hours: { from: 30, to: 50 } },
  veryLong: { label: 'Очень длинная (> 50 ч)', hours: { from: 50, to: null } },
};

/** The external VN database rates length 1..5; those map to our lengths in order (§3). */
export function lengthFromExternal(external: number): Length | undefined {
  return Number.isInteger(external) ? lengths[external - 1] : undefined;
}

/** The length a play time falls into (for imports that carry minutes rather than 1..5). */
export function lengthFromMinutes(minutes: number): Length {
  const hours = minutes / 60;
  return lengths.find((length) => {
    const { to } = lengthInfo[length].hours;
    return to === null || hours < to;
  }) as Length;
}

/**
 * Choosing two ends of the length filter selects everything between them (§5): the contiguous range
 * from the shorter to the longer, whichever was picked first.
 */
export function lengthRange(first: Length, second: Length): Length[] {
  const [from, to] = [lengths.indexOf(first), lengths.indexOf(second)].sort((a, b) => a - b) as [
    number,
    number,
  ];
  return lengths.slice(from, to + 1);
}

/**
 * The length filter after a click (§5): with nothing or a range selected, the click starts a new
 * range; with one length selected, the click closes the range between the two.
 */
export function toggleLengthRange(selected: readonly Length[], clicked: Length): Length[] {
  const [only] = selected;
  if (selected.length === 1 && only !== undefined) {
    return only === clicked ? [] : lengthRange(only, clicked);
  }
  return [clicked];
}
