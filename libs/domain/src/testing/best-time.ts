/**
 * Wall-clock timing for the library's "stays linear" tests. One run can land on a garbage-collector
 * pause or on the other suites `npm test` runs at the same time, so a bound is checked against the
 * best of several runs: load slows every run, only real work slows the best one.
 */

// The library is built without Node or DOM types (tsconfig `types: []`), but the test runner has the
// standard high-resolution clock.
const { performance: clock } = globalThis as unknown as { performance: { now(): number } };

/** Milliseconds one call of `run` takes. */
export function timeOf(run: () => unknown): number {
  const started = clock.now();
  run();
  return clock.now() - started;
}

/** The shortest of `runs` timed calls of `run`, in milliseconds. */
export function bestTime(run: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let attempt = 0; attempt < runs; attempt++) best = Math.min(best, timeOf(run));
  return best;
}
