import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Runs a browser-mode Vitest project (the stories) again, at most four times, if and only if Vitest
 * lost its browser page with no test failed. Vitest 4.1 (pinned exactly, ADR 0001; Vitest 5 needs Node
 * 22) runs every file through one orchestrator page over one WebSocket; when Chromium drops that
 * page's sockets, Vitest gives up on the whole run: "Browser connection was closed while running
 * tests", whichever file was in flight, zero failed tests (melonjs/melonJS#1615 measured it at 4 in
 * 21 runs; here on 2026-11-27 one full run lost the page twice in a row, each time about two minutes
 * in, after different files). A run with a failed test, or any other error, is never run again.
 *
 * The usual cause is gone since 2026-11-29: the page's renderer ran out of file descriptors, one per
 * module response of every finished file's iframe, kept until a garbage collection; the stories now
 * ask for one after each file (collectGarbage in chromium.ts). The reruns stay for anything else
 * that closes the page; each one prints why it ran, so a rerun in a log is worth a look.
 *
 * Usage: tsx tools/testing/vitest-browser-run.ts <config> <report name>
 */

const LOST_PAGE = 'Browser connection was closed while running tests';
/**
 * Runs after a lost page, at most: each is the whole project again (about three minutes). Four, since
 * a full run on 2026-11-29 lost the page three times in a row (after Footer, NotificationItem and
 * TranslationCard, each about two minutes in, no test failed), with the API's tests on the other core.
 */
const LOST_PAGE_RERUNS = 4;
const repositoryRoot = join(import.meta.dirname, '..', '..');
const vitest = join(repositoryRoot, 'node_modules', '.bin', 'vitest');

function runVitest(config: string): Promise<{ code: number; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(vitest, ['run', '--config', config], { cwd: repositoryRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** Failed tests in the run's JSON report (vitest-reports.ts), or null when there is none to read. */
export function failedTestsIn(reportJson: string | null): number | null {
  if (reportJson === null) return null;
  try {
    const report = JSON.parse(reportJson) as { numFailedTests?: unknown };
    return typeof report.numFailedTests === 'number' ? report.numFailedTests : null;
  } catch {
    return null;
  }
}

/** Whether a failed run is the lost page alone: its error, and not one test failed. */
export function lostPageOnly(output: string, failedTests: number | null): boolean {
  return output.includes(LOST_PAGE) && failedTests === 0;
}

const reportFile = (reportName: string) => join(repositoryRoot, 'reports', reportName, 'test.json');

function readReport(reportName: string): string | null {
  try {
    return readFileSync(reportFile(reportName), 'utf8');
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const [config, reportName] = process.argv.slice(2);
  if (!config || !reportName) {
    console.error('Usage: tsx tools/testing/vitest-browser-run.ts <config> <report name>');
    return 2;
  }
  // A report left by an earlier run must not speak for this one.
  rmSync(reportFile(reportName), { force: true });
  let run = await runVitest(config);
  for (let again = 1; again <= LOST_PAGE_RERUNS; again++) {
    if (run.code === 0) return 0;
    if (!lostPageOnly(run.output, failedTestsIn(readReport(reportName)))) return run.code;
    console.log(
      `\nVitest lost its browser page with no test failed (${LOST_PAGE}); running the stories again (${again} of ${LOST_PAGE_RERUNS}).\n`,
    );
    rmSync(reportFile(reportName), { force: true });
    run = await runVitest(config);
  }
  return run.code;
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode = await main();
}
