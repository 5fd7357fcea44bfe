import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  /** What failed, one line each ("file › test: first line of the error"), for the summary. */
  failures?: string[];
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/** The first meaningful line of an error message, without colours, short enough for a summary. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '')
    .replace(ansi, '')
    .split('\n')
    .find((part) => part.trim() !== '');
  return (line ?? '').trim().slice(0, 200);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  numTotalTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Test counts from a Vitest JSON report, or undefined when there is none. */
export function vitestCounts(file: string, root = process.cwd()): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const failures: string[] = [];
  for (const testFile of report.testResults ?? []) {
    const name = relative(root, testFile.name);
    const failedTests = (testFile.assertionResults ?? []).filter(
      (test) => test.status === 'failed',
    );
    for (const test of failedTests) {
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (testFile.status === 'failed' && failedTests.length === 0) {
      failures.push(`${name}: ${firstLine(testFile.message)}`);
    }
  }
  // A file that fails to load has no tests but still fails its suite.
  const brokenFiles = report.numTotalTests === 0 ? report.numFailedTestSuites : 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, failures };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      status: string;
      results: { status: string; error?: { message?: string } }[];
    }[];
  }[];
}

function playwrightFailures(suites: PlaywrightSuite[] | undefined, path: string[]): string[] {
  const failures: string[] = [];
  for (const suite of suites ?? []) {
    const titles = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results.find((result) => result.error)?.error?.message;
        const label = [...titles, spec.title].join(' › ');
        failures.push(
          `[${test.projectName}] ${spec.file} › ${label} (${test.status}): ${firstLine(error)}`,
        );
      }
    }
    failures.push(...playwrightFailures(suite.suites, titles));
  }
  return failures;
}

/** Test counts from a Playwright JSON report, or undefined when there is none. */
export function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  };
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    failures: playwrightFailures(suites, []),
  };
}

/**
 * Counts from Schemathesis' JUnit reports (one test case per API operation and run; `label` names
 * the run, "guest" or "reader"), or undefined when a run wrote none (it did not get to run).
 */
export function schemathesisCounts(files: Record<string, string>): Counts | undefined {
  const totals = { passed: 0, failed: 0, failures: [] as string[] };
  const testCase = /<testcase name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const [label, file] of Object.entries(files)) {
    if (!existsSync(file)) return undefined;
    for (const match of readFileSync(file, 'utf8').matchAll(testCase)) {
      const body = match[3] ?? '';
      const problem = /<(failure|error)\b([^>]*)/.exec(body);
      if (!problem) {
        if (!/<skipped\b/.test(body)) totals.passed += 1;
        continue;
      }
      totals.failed += 1;
      const message = /\bmessage="([^"]*)"/.exec(problem[2] ?? '')?.[1] ?? problem[1] ?? '';
      // Schemathesis' message starts with the test case id; the check that failed ("- ST101 Server
      // error") says more.
      const text = decodeXml(message);
      const check = text.split('\n').find((line) => line.startsWith('- '));
      totals.failures.push(
        `${label}: ${decodeXml(match[1] ?? '')}: ${check?.slice(2).trim() ?? firstLine(text)}`,
      );
    }
  }
  return totals;
}

function decodeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#10;/g, '\n')
    .replace(/&amp;/g, '&');
}
