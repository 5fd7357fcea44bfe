/**
 * Timing for the library's "stays linear" tests. Time is the CPU time this process spent (user and
 * system, its garbage collector included), not the wall clock: `npm test` runs other suites beside
 * this one on few cores, and a wall clock counts the time this process waited for a core, which
 * falls on a long run more surely than on a short one (a best of three 2 MB parses came out 22× a
 * quarter megabyte's while another suite ran, against 8× alone). A bound is still checked against
 * the best of several runs, for a garbage-collector pause.
 */

// The library is built without Node or DOM types (tsconfig `types: []`); the test runner is Node,
// with the process's CPU clock, and the standard high-resolution clock where that is missing.
const { process: node, performance: clock } = globalThis as unknown as {
  process?: { cpuUsage(): { user: number; system: number } };
  performance: { now(): number };
};

/** Milliseconds of CPU (or, without a CPU clock, of wall clock) spent so far. */
function now(): number {
  if (!node) return clock.now();
  const { user, system } = node.cpuUsage();
  return (user + system) / 1000;
}

/** Milliseconds one call of `run` takes. */
export function timeOf(run: () => unknown): number {
  const started = now();
  run();
  return now() - started;
}

/** The shortest of `runs` timed calls of `run`, in milliseconds. */
export function bestTime(run: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let attempt = 0; attempt < runs; attempt++) best = Math.min(best, timeOf(run));
  return best;
}
