/**
 * A counter kept beside the records it counts (a list's readers, a project's comments, a
 * conversation's unread messages), as an answer gives it: a missing one is 0, and none is ever
 * below 0. Counters move in a second write that can be lost; the API counts them again
 * (its CounterRepair), and until then a count that went below zero must not break the answer's
 * own schema («Читаю: −1»).
 */
export function storedCount(value: number | null | undefined): number {
  return Math.max(0, value ?? 0);
}
