/**
 * `npm test`: everything CI runs, through Nx (so unchanged work is a cache hit locally), in order:
 * format, lint (with module boundaries), types, build, unit + API + story tests, visual regression,
 * end-to-end. Every stage runs even after a failure, so one run shows everything that is wrong.
 * Ends with one line: `N passed, N failed` (tests counted from their reports; each format, lint,
 * type-check and build task counts as one check).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFerretdbBinary, repositoryRoot } from '../db';
import {
  chromium as chromiumTool,
  ensureSystemTool,
  postgresqlServer,
  redisServer,
} from './system-tools';
import { playwrightCounts, schemathesisCounts, vitestCounts, type Counts } from './reports';

const nx = join(repositoryRoot, 'node_modules/.bin/nx');
const reports = join(repositoryRoot, 'reports');

interface StageResult extends Counts {
  stage: string;
  seconds: number;
  /** Failed Nx tasks and the tests inside them, named so the summary (the end of CI's log) says what failed. */
  failures: string[];
}

/** Runs a command with its output shown live and also returned. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repositoryRoot,
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      stream.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function projectsWithTarget(target: string): Promise<string[]> {
  const { output } = await run(nx, ['show', 'projects', '--withTarget', target, '--json']);
  return JSON.parse(output.slice(output.indexOf('['))) as string[];
}

// eslint-disable-next-line no-control-regex
const withoutColours = (output: string) => output.replace(/\u001b\[[0-9;]*m/g, '');

/** Nx ends a failed run with "Failed tasks:" and one "- project:target" line per failure. */
function failedTasksIn(output: string): Set<string> {
  const plain = withoutColours(output);
  const section = plain.slice(plain.lastIndexOf('Failed tasks:'));
  return new Set([...section.matchAll(/^- (\S+:\S+)/gm)].map((match) => match[1] ?? ''));
}

/**
 * The "ERROR: …" lines tools print when a task fails for something other than a test (vitest's
 * coverage threshold, for one), so a failure without a named test still says why.
 */
function errorLinesIn(output: string): string[] {
  return [...new Set(withoutColours(output).match(/^ERROR: .+$/gm) ?? [])];
}

/** The test counts of a task: its report, or one failure when it failed without one. */
function countsOf(report: Counts | undefined, taskFailed: boolean): Counts {
  if (!report) return { passed: 0, failed: 1 };
  return taskFailed && report.failed === 0 ? { ...report, failed: 1 } : report;
}

type ReportOf = (project: string) => Counts | undefined;

/**
 * The test stage's lanes: each is one `nx run-many --parallel=1`, and the lanes run side by side (the
 * machine has two cores). Nx starts tasks in order of how many projects depend on them, so the API's
 * tests (nothing depends on the API, and they take the longest) started last and then ran alone
 * while the other core stood idle. The API and the tools share a lane; every other project takes the
 * other, about as long. Inside the first lane Vitest runs two files at once (their configs say why):
 * they mostly wait on databases and processes. Measured side by side on two cores, without Nx's
 * cache: tools 233 s and the API 478 s; the stories 427 s, the site about 290 s and the three
 * libraries 100 s, once the API's and the libraries' tests import their modules once per worker
 * (ADR 0004). Before that: 366 + 786 s against 1,035 s.
 */
const TEST_LANES: readonly (readonly string[])[] = [['api', 'tools']];

/** Runs every lane's `nx run-many` at once; answers the worst exit code, the outputs and failed tasks. */
async function runLanes(
  target: string,
  lanes: string[][],
): Promise<{ code: number; output: string; failedTasks: Set<string> }> {
  const runs = await Promise.all(
    lanes.map((lane) =>
      run(nx, [
        'run-many',
        '-t',
        target,
        '--projects',
        lane.join(','),
        `--parallel=${lanes.length > 1 ? 1 : 2}`,
        '--outputStyle=static',
      ]),
    ),
  );
  return {
    code: Math.max(...runs.map((each) => each.code)),
    output: runs.map((each) => each.output).join('\n'),
    failedTasks: new Set(runs.flatMap((each) => [...failedTasksIn(each.output)])),
  };
}

/** Splits projects into the given lanes (those that exist), the rest in a lane of their own. */
function lanesOf(projects: string[], lanes: readonly (readonly string[])[]): string[][] {
  const placed = lanes
    .map((lane) => lane.filter((project) => projects.includes(project)))
    .filter((lane) => lane.length > 0);
  const rest = projects.filter((project) => !placed.some((lane) => lane.includes(project)));
  return [...placed, ...(rest.length > 0 ? [rest] : [])];
}

/** One Nx target across every project that has it; each task is one check unless it has a report. */
async function nxStage(
  stage: string,
  target: string,
  reportOf?: ReportOf,
  lanes: readonly (readonly string[])[] = [],
): Promise<StageResult> {
  const started = Date.now();
  const projects = await projectsWithTarget(target);
  const { code, output, failedTasks } = await runLanes(target, lanesOf(projects, lanes));
  const totals = { passed: 0, failed: 0, failures: [] as string[] };
  for (const project of projects) {
    const task = `${project}:${target}`;
    const taskFailed = failedTasks.has(task);
    const counts = reportOf
      ? countsOf(reportOf(project), taskFailed)
      : { passed: taskFailed ? 0 : 1, failed: taskFailed ? 1 : 0 };
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    const named = counts.failures ?? [];
    totals.failures.push(...(named.length > 0 ? named : taskFailed ? [`${task} failed`] : []));
  }
  const errors = errorLinesIn(output);
  // Parallel tasks share the log, so the lines are listed as the log's, not pinned to a task.
  if (totals.failures.some((failure) => failure.endsWith(' failed')) && errors.length > 0) {
    totals.failures.push(...errors.map((line) => `(in the log) ${line}`));
  }
  // Nx failed without naming a task of this stage (a broken graph or config): count the stage.
  if (code !== 0 && totals.failed === 0) {
    totals.failed = 1;
    totals.failures.push(`nx run-many -t ${target} exited with ${code}`);
  }
  return { stage, ...totals, seconds: (Date.now() - started) / 1000 };
}

async function commandStage(stage: string, command: string, args: string[]): Promise<StageResult> {
  const started = Date.now();
  const { code } = await run(command, args);
  return {
    stage,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    failures: code === 0 ? [] : [`${[command, ...args].join(' ')} exited with ${code}`],
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * `tools/test/fuzz.ts`: each operation of each run (guest, reader) counts as a test; a finding names
 * the run, the operation and the first line of what Schemathesis saw. Schemathesis' own output above
 * has the details and a curl line per finding.
 */
async function fuzzStage(): Promise<StageResult> {
  const started = Date.now();
  const { code } = await run(join(repositoryRoot, 'node_modules/.bin/tsx'), ['tools/test/fuzz.ts']);
  const fuzzReports = join(reports, 'fuzz');
  const counts = countsOf(
    schemathesisCounts({
      guest: join(fuzzReports, 'guest.xml'),
      reader: join(fuzzReports, 'reader.xml'),
    }),
    code !== 0,
  );
  const failures = counts.failures ?? [];
  if (code !== 0 && failures.length === 0) failures.push(`tools/test/fuzz.ts exited with ${code}`);
  return { stage: 'fuzz', ...counts, failures, seconds: (Date.now() - started) / 1000 };
}

function heading(text: string): void {
  console.log(`\n\u001b[1m━━ ${text} ━━\u001b[0m`);
}

async function main(): Promise<number> {
  const results: StageResult[] = [];
  rmSync(reports, { recursive: true, force: true });

  heading('System tools (Debian)');
  for (const tool of [chromiumTool, redisServer, postgresqlServer]) {
    const found = ensureSystemTool(tool);
    if (!found.ok) {
      console.error(found.message);
      console.log('\n0 passed, 1 failed');
      return 1;
    }
    console.log(`${tool.name}: ${found.path}`);
  }

  // Built here, once, before any stage: on a fresh machine the build takes a minute or more, and
  // tests that start a server with a time limit (npm start's) must not pay for it.
  if (!process.env['MONGODB_URI']) {
    heading('Embedded database (FerretDB)');
    try {
      console.log(`FerretDB: ${await ensureFerretdbBinary((line) => console.log(line))}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      console.log('\n0 passed, 1 failed');
      return 1;
    }
  }

  heading('Format (Prettier)');
  results.push(
    await commandStage('format', join(repositoryRoot, 'node_modules/.bin/prettier'), [
      '--check',
      '.',
    ]),
  );
  heading('Lint (ESLint with module boundaries)');
  results.push(await nxStage('lint', 'lint'));
  heading('Types (tsc)');
  results.push(await nxStage('types', 'typecheck'));
  heading('Build');
  results.push(await nxStage('build', 'build'));
  heading('Unit, API and story tests (Vitest)');
  results.push(
    await nxStage(
      'tests',
      'test',
      (project) => vitestCounts(join(reports, project, 'test.json'), repositoryRoot),
      TEST_LANES,
    ),
  );
  heading('API fuzzing (Schemathesis against the OpenAPI document)');
  results.push(await fuzzStage());
  heading('Visual regression (Playwright screenshots of every story)');
  results.push(
    await nxStage('visual', 'visual', (project) =>
      playwrightCounts(join(reports, project, 'visual.json')),
    ),
  );
  heading('End-to-end (Playwright, built site in Chromium)');
  results.push(
    await nxStage('e2e', 'e2e', (project) => playwrightCounts(join(reports, project, 'e2e.json'))),
  );

  heading('Summary');
  for (const result of results) {
    const mark = result.failed === 0 ? '✔' : '✘';
    console.log(
      `${mark} ${result.stage.padEnd(8)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(1)} s`,
    );
  }
  const failures = results.flatMap((result) =>
    result.failures.map((line) => `${result.stage}: ${line}`),
  );
  if (failures.length > 0) {
    console.log('\nFailed:');
    for (const line of failures.slice(0, 30)) console.log(`  ✘ ${line}`);
    if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
