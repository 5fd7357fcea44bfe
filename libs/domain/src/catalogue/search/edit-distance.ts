/**
 * Whether `a` becomes `b` in at most `limit` edits: inserting, deleting or replacing a character,
 * or swapping two neighbours (the optimal string alignment distance, the four slips of a typist).
 * Compares UTF-16 code units: every letter a name's words are made of is one.
 *
 * Runs for many vocabulary words per query, so it gives up as soon as the limit is out of reach:
 * by the lengths alone, or when a whole row of the table is over it.
 */
/** The table's rows, grown when a longer word comes: this runs thousands of times a search. */
let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

export function withinEditDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  if (a === b) return true;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [0, 1, 2].map(() => new Int32Array(width * 2));
  // Three rows of the table, reused between calls: two back (for swaps), one back, and this one.
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let column = 0; column < width; column += 1) previous[column] = column;
  for (let row = 1; row <= a.length; row += 1) {
    current[0] = row;
    let rowBest = row;
    const letter = a.charCodeAt(row - 1);
    for (let column = 1; column <= b.length; column += 1) {
      const other = b.charCodeAt(column - 1);
      let value = Math.min(
        previous[column]! + 1,
        current[column - 1]! + 1,
        previous[column - 1]! + (letter === other ? 0 : 1),
      );
      if (
        row > 1 &&
        column > 1 &&
        letter === b.charCodeAt(column - 2) &&
        a.charCodeAt(row - 2) === other
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
