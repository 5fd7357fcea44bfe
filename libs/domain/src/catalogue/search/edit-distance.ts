/**
 * Whether `a` becomes `b` in at most `limit` edits: inserting, deleting or replacing a character,
 * or swapping two neighbours (the optimal string alignment distance, the four slips of a typist).
 * Compares UTF-16 code units: every letter a name's words are made of is one.
 *
 * Runs for many vocabulary words per query, so it gives up as soon as the limit is out of reach:
 * by the lengths alone, or when a whole row of the table is over it.
 */
export function withinEditDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  if (a === b) return true;
  const width = b.length + 1;
  // Three rows of the table: two back (for swaps), one back, and the one being filled.
  let beforePrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, column) => column);
  let current = new Array<number>(width).fill(0);
  for (let row = 1; row <= a.length; row += 1) {
    current[0] = row;
    let rowBest = row;
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a.charCodeAt(row - 1) === b.charCodeAt(column - 1) ? 0 : 1;
      let value = Math.min(
        previous[column]! + 1,
        current[column - 1]! + 1,
        previous[column - 1]! + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        a.charCodeAt(row - 1) === b.charCodeAt(column - 2) &&
        a.charCodeAt(row - 2) === b.charCodeAt(column - 1)
      ) {
        value = Math.min(value, beforePrevious[column - 2]! + 1);
      }
      current[column] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]! <= limit;
}
