/*
 * What a proposed edit changes inside one field, for the reviewer of docs/product §A4 (ours): a text
 * word by word, a list item by item. Both align the two sides by their longest common subsequence;
 * whatever is not common is removed from the value before or added in the value after. Nothing is
 * lost: the kept and removed pieces, in order, are the value before, and the kept and added ones
 * the value after.
 */

/** How a piece of text fares between the value before and the value after. */
export const textDiffKinds = ['same', 'added', 'removed'] as const;
export type TextDiffKind = (typeof textDiffKinds)[number];

/** A run of text of one kind; two neighbouring parts never have the same kind. */
export interface TextDiffPart {
  kind: TextDiffKind;
  text: string;
}

/** How an item of a list fares between the list before and the list after. */
export const listDiffKinds = ['kept', 'added', 'removed'] as const;
export type ListDiffKind = (typeof listDiffKinds)[number];

/** An item of either list, with how it fares. */
export interface ListDiffItem {
  kind: ListDiffKind;
  item: string;
}

/**
 * The most cells the alignment's table may have. The table is quadratic in the pieces left once the
 * common start and end are set aside: a description of 10,000 characters edited near both its ends
 * is some 3,000 tokens a side, 9 million cells, too slow and too large for the reader's page. Past the limit the
 * middle is shown as removed whole and added whole: coarser, and still exact.
 */
const ALIGNMENT_CELL_LIMIT = 250_000;

interface Step<T> {
  kind: TextDiffKind;
  piece: T;
}

/**
 * Words (letters, their combining marks and digits, Cyrillic among them), runs of whitespace, and
 * any other character alone. Every character falls in one token, so the tokens join back to the
 * text; a lone surrogate is a token of its own.
 */
const tokenPattern = /[\p{L}\p{M}\p{N}]+|\s+|[\s\S]/gu;

const tokens = (text: string): string[] => text.match(tokenPattern) ?? [];

/**
 * The two texts word by word (docs/product §A4, ours). Joining the `same` and `removed` parts gives
 * `before`, joining the `same` and `added` parts gives `after`. Where both sides change at one place
 * the removed part comes before the added one; whitespace alone kept between two changes is shown as
 * changed with them, so a rewritten phrase reads as one removal and one addition rather than its
 * words in pieces.
 */
export function textDiff(before: string, after: string): TextDiffPart[] {
  const steps = removedFirst(joinedAcrossWhitespace(align(tokens(before), tokens(after))));
  const parts: TextDiffPart[] = [];
  for (const { kind, piece } of steps) {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += piece;
    else parts.push({ kind, text: piece });
  }
  return parts;
}

const listKinds = {
  same: 'kept',
  added: 'added',
  removed: 'removed',
} as const satisfies Record<TextDiffKind, ListDiffKind>;

/**
 * The two lists item by item (docs/product §A4, ours): the `kept` and `removed` items, in order, are
 * `before`; the `kept` and `added` ones are `after`. Where both sides change at one place the removed
 * items come before the added ones.
 */
export function listDiff(before: readonly string[], after: readonly string[]): ListDiffItem[] {
  return removedFirst(align(before, after)).map(({ kind, piece }) => ({
    kind: listKinds[kind],
    item: piece,
  }));
}

/** The common start and end are kept as they are; only the middle is aligned. */
function align<T>(before: readonly T[], after: readonly T[]): Step<T>[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let beforeEnd = before.length;
  let afterEnd = after.length;
  while (beforeEnd > start && afterEnd > start && before[beforeEnd - 1] === after[afterEnd - 1]) {
    beforeEnd--;
    afterEnd--;
  }
  return [
    ...stepsOf('same', before.slice(0, start)),
    ...alignMiddle(before.slice(start, beforeEnd), after.slice(start, afterEnd)),
    ...stepsOf('same', before.slice(beforeEnd)),
  ];
}

const stepsOf = <T>(kind: TextDiffKind, pieces: readonly T[]): Step<T>[] =>
  pieces.map((piece) => ({ kind, piece }));

function alignMiddle<T>(before: readonly T[], after: readonly T[]): Step<T>[] {
  const rows = before.length;
  const columns = after.length;
  // With one side empty this is the whole answer; past the limit, see ALIGNMENT_CELL_LIMIT.
  if (rows === 0 || columns === 0 || rows * columns > ALIGNMENT_CELL_LIMIT) {
    return [...stepsOf('removed', before), ...stepsOf('added', after)];
  }
  // common[i * width + j]: the longest common subsequence of before[i..] and after[j..]. Under the
  // limit the shorter side has at most 500 pieces, so a length fits in 16 bits.
  const width = columns + 1;
  const common = new Uint16Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      common[i * width + j] =
        before[i] === after[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const steps: Step<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < columns) {
    if (i < rows && j < columns && before[i] === after[j]) {
      steps.push({ kind: 'same', piece: before[i]! });
      i++;
      j++;
    } else if (
      j === columns ||
      (i < rows && common[(i + 1) * width + j]! >= common[i * width + j + 1]!)
    ) {
      steps.push({ kind: 'removed', piece: before[i++]! });
    } else {
      steps.push({ kind: 'added', piece: after[j++]! });
    }
  }
  return steps;
}

/**
 * A run of kept whitespace with changes on both sides becomes removed and added: both sides keep
 * their text, and the changes around it join up.
 */
function joinedAcrossWhitespace(steps: readonly Step<string>[]): Step<string>[] {
  const joined: Step<string>[] = [];
  let at = 0;
  while (at < steps.length) {
    const step = steps[at]!;
    if (step.kind !== 'same') {
      joined.push(step);
      at++;
      continue;
    }
    let end = at;
    while (end < steps.length && steps[end]!.kind === 'same') end++;
    const run = steps.slice(at, end);
    const betweenChanges = at > 0 && end < steps.length;
    if (betweenChanges && run.every(({ piece }) => /^\s+$/u.test(piece))) {
      const pieces = run.map(({ piece }) => piece);
      joined.push(...stepsOf('removed', pieces), ...stepsOf('added', pieces));
    } else {
      joined.push(...run);
    }
    at = end;
  }
  return joined;
}

/** Between two kept pieces, every removed piece comes before every added one, each in its order. */
function removedFirst<T>(steps: readonly Step<T>[]): Step<T>[] {
  const ordered: Step<T>[] = [];
  let removed: Step<T>[] = [];
  let added: Step<T>[] = [];
  for (const step of steps) {
    if (step.kind === 'removed') removed.push(step);
    else if (step.kind === 'added') added.push(step);
    else {
      ordered.push(...removed, ...added, step);
      removed = [];
      added = [];
    }
  }
  ordered.push(...removed, ...added);
  return ordered;
}
