import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
}

/** Test counts from a Vitest JSON report, or undefined when there is none. */
export function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
    numTotalTests: number;
  };
  // A file that fails to load has no tests but still fails its suite.
  const brokenFiles = report.numTotalTests === 0 ? report.numFailedTestSuites : 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

/** Test counts from a Playwright JSON report, or undefined when there is none. */
export function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}
