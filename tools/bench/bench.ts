/**
 * `npm run bench`: the catalogue's speed on this machine (docs/architecture.md § Read models,
 * § Budgets). Seeds a throw-away embedded database with `--novels` projects (default 20,000), starts
 * the built API on a loopback port, and runs each scenario with autocannon for `--seconds` at
 * `--connections`: the health call (the floor), a mix of catalogue queries, 3,000 distinct filters
 * no cache answers, the main page, the catalogue by translation progress and the translations in
 * the making, project pages, the server-rendered pages a guest lands on
 * (/novels and project pages, ADR 0011) and 3,000 distinct searches as readers type them (typos,
 * the other keyboard layout, other transliterations; see `search-queries.ts`) in the catalogue and
 * site-wide (the suggestions' call, every kind), all as a guest, then
 * the mix as plain database queries (the naive way, run from here through the driver, one at a time
 * and at the same concurrency). Prints requests/s, p50/p99 latency and each one's ratio to the
 * floor. Measuring starts once the API's start-up work is done (the similar titles' first build),
 * and the time to ready is printed. The scenarios of a few addresses (the mix, the main page, the
 * translations in the making, project pages, rendered pages) ask each address once before their
 * window, so that it measures answers served from what the API keeps, not its first build of them.
 * Bounded: about four minutes at 20,000 projects.
 *
 *   --novels 20000  --seconds 10  --connections 32  --skip-build
 *   --only search   runs the floor and the scenarios whose name contains the text (several texts
 *                   separated by '|': any of them)
 *   --accept-encoding 'gzip, deflate, br'
 *                   sends this Accept-Encoding with every request, as browsers do (autocannon sends
 *                   none by default, so answers travel uncompressed)
 *   --memory        also starts the API once on the seeded database, without load, and prints the
 *                   memory it holds after start (`heap-cli`): bytes per project
 *   --profile out   writes a CPU profile of the API over the run to out/ (open it in Chrome's
 *                   DevTools, Performance panel): where the time goes
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { MongoClient, type Document, type Sort } from 'mongodb';
import { startDatabase, withDefaultDatabaseName } from '../db';
import { buildApi, buildSite, builtApiPid, runApiCommand, startBuiltApi } from '../process/api-cli';
import { searchQueries } from './search-queries';

const { values: flags } = parseArgs({
  options: {
    novels: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    profile: { type: 'string' },
    memory: { type: 'boolean', default: false },
    'accept-encoding': { type: 'string' },
  },
});
const seconds = Number(flags.seconds);
const connections = Number(flags.connections);

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The API's CPU time (user + system) per answered request, where /proc tells it. */
  cpuMicrosPerRequest?: number;
}

/**
 * The API's node process, for its CPU time: the owned-process wrapper (a shell) runs it as its one
 * child. CPU time per request is what a busy machine (another build, a browser) does not distort,
 * unlike requests/s; Linux only.
 */
let apiPid: number | undefined;

/** User + system CPU time of the API so far, in microseconds; undefined where /proc is missing. */
function apiCpuMicros(): number | undefined {
  if (apiPid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
    const stat = readFileSync(`/proc/${apiPid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
/** USER_HZ: 100 on Linux for every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The catalogue mix: each sort, filters, search and deep pages, as readers send them. */
const catalogueMix = [
  '/api/novels?section=novel',
  '/api/novels?section=all&sortBy=createdAt',
  '/api/novels?section=novel&sortBy=rating',
  '/api/novels?section=novel&sortBy=rating&ratingField=bRating&direction=asc',
  '/api/novels?section=all&sortBy=rating&ratingField=vndbRating',
  '/api/novels?section=novel&sortBy=name&direction=asc',
  '/api/novels?section=game&sortBy=releasedAt',
  '/api/novels?section=novel&tags=Романтика&genres=Драма',
  '/api/novels?section=all&excludeTags=Ужасы&lengths=long,veryLong',
  '/api/novels?section=novel&releasedYear=2015&platforms=Windows',
  '/api/novels?search=лето',
  '/api/novels?search=summer&section=all',
  '/api/novels?section=novel&page=300',
  '/api/novels?section=all&sortBy=name&page=500',
];

/**
 * Filters no cache can answer: more distinct URLs than the API keeps answers for (2,000), sent in
 * turn, so every request filters, sorts and pages the index afresh. Deterministic, so runs compare.
 */
function distinctFilters(count: number): string[] {
  const sections = ['all', 'novel', 'game', 'rpgmaker'];
  const sorts = [
    'sortBy=mostRecentDate',
    'sortBy=createdAt&direction=asc',
    'sortBy=rating',
    'sortBy=rating&ratingField=bRating',
    'sortBy=name&direction=asc',
    'sortBy=releasedAt',
  ];
  const filters = ['', 'lengths=long,veryLong', 'excludeTags=Ужасы', 'releasedYear=2012'];
  const searches = ['', '', '', 'лето', 'summer', 'ки'];
  const paths: string[] = [];
  for (let n = 0; paths.length < count; n += 1) {
    const parts = [
      `section=${sections[n % sections.length]}`,
      sorts[Math.floor(n / 4) % sorts.length],
      filters[Math.floor(n / 24) % filters.length],
      searches[Math.floor(n / 96) % searches.length]
        ? `search=${searches[Math.floor(n / 96) % searches.length]}`
        : '',
      `page=${n % 40}`,
    ];
    paths.push(`/api/novels?${parts.filter(Boolean).join('&')}`);
  }
  return paths;
}

/**
 * The catalogue by its translations (docs/product §A1.11): thresholds and both translation sorts
 * over sections and 40 pages, more distinct URLs than the API keeps answers for (2,000), sent in
 * turn, so each request filters and orders afresh.
 */
function catalogueByTranslation(): string[] {
  const paths: string[] = [];
  for (let page = 0; page < 40; page += 1) {
    for (const section of ['all', 'novel', 'game']) {
      for (const progress of ['', '0', '25', '50', '75', '100']) {
        for (const sort of ['translationProgress', 'translationUpdatedAt', 'mostRecentDate']) {
          for (const direction of ['desc', 'asc']) {
            const threshold = progress ? `&translationProgress=${progress}` : '';
            paths.push(
              `/api/novels?section=${section}&sortBy=${sort}&direction=${direction}${threshold}&page=${page}`,
            );
          }
        }
      }
    }
  }
  return paths;
}

/** The list of translations in the making (§A1.10): each filter, both orders, the first pages. */
function translationsInMaking(): string[] {
  const paths: string[] = [];
  for (const status of ['', 'all', 'done', 'paused', 'inProcess']) {
    for (const stage of ['', 'translation', 'editing', 'testing']) {
      for (const stalled of ['', 'true']) {
        for (const sort of ['', 'percent']) {
          for (let page = 0; page < 3; page += 1) {
            const query = new URLSearchParams({ status, stage, stalled, sort, page: String(page) });
            for (const [key, value] of [...query]) if (value === '') query.delete(key);
            paths.push(`/api/translations/active?${query}`);
          }
        }
      }
    }
  }
  return paths;
}

/** The naive way: what each query of the mix costs as a database query (find + count). */
function naiveQueries(tagId: string | undefined): { filter: Document; sort: Sort; skip: number }[] {
  const live = { removed: null };
  return [
    { filter: { ...live, section: 'novel' }, sort: { mostRecentDate: -1 }, skip: 0 },
    { filter: live, sort: { createdAt: -1 }, skip: 0 },
    { filter: { ...live, section: 'novel' }, sort: { mixRating: -1 }, skip: 0 },
    { filter: { ...live, section: 'novel' }, sort: { bRating: 1 }, skip: 0 },
    { filter: live, sort: { 'vndb.rating': -1 }, skip: 0 },
    { filter: { ...live, section: 'novel' }, sort: { name: 1 }, skip: 0 },
    { filter: { ...live, section: 'game' }, sort: { releasedAt: -1 }, skip: 0 },
    { filter: { ...live, section: 'novel', tagIds: tagId }, sort: { mostRecentDate: -1 }, skip: 0 },
    {
      filter: { ...live, length: { $in: ['long', 'veryLong'] } },
      sort: { mostRecentDate: -1 },
      skip: 0,
    },
    {
      filter: { ...live, section: 'novel', releasedYear: 2015 },
      sort: { mostRecentDate: -1 },
      skip: 0,
    },
    {
      filter: { ...live, name: { $regex: 'лето', $options: 'i' } },
      sort: { mostRecentDate: -1 },
      skip: 0,
    },
    {
      filter: { ...live, name: { $regex: 'summer', $options: 'i' } },
      sort: { mostRecentDate: -1 },
      skip: 0,
    },
    { filter: { ...live, section: 'novel' }, sort: { mostRecentDate: -1 }, skip: 9_000 },
    { filter: live, sort: { name: 1 }, skip: 15_000 },
  ];
}

/**
 * Paths as written here; those of `encodedPaths` are already percent-encoded, as a browser sends.
 * `asBrowser` sends a browser's Accept-Encoding (pages are sent compressed, as to a reader).
 */
async function load(
  name: string,
  baseUrl: string,
  paths: string[],
  { encodedPaths = false, asBrowser = false, warm = false } = {},
): Promise<Result> {
  // A browser's, for pages; otherwise what --accept-encoding says (none by default).
  const acceptEncoding = asBrowser ? 'br, gzip' : flags['accept-encoding'];
  const headers: Record<string, string> = acceptEncoding
    ? { 'accept-encoding': acceptEncoding }
    : {};
  if (warm) {
    // Each address asked once first, unmeasured: the window then measures what the API serves
    // once it has built what it keeps (orders, answers, pages), not those first builds, which at
    // 80,000 projects took most of a five-second window. What they cost is measured apart.
    for (const path of paths) {
      // Read to its end, so its connection is free for the next one.
      await (
        await fetch(`${baseUrl}${encodedPaths ? path : encodeURI(path)}`, { headers })
      ).arrayBuffer();
    }
  }
  const cpuBefore = apiCpuMicros();
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // Encoded as a browser sends them: raw Cyrillic in a request line is refused with 400.
    requests: paths.map((path) => ({
      method: 'GET',
      path: encodedPaths ? path : encodeURI(path),
      headers,
    })),
  });
  const cpuAfter = apiCpuMicros();
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpuBefore !== undefined &&
      cpuAfter !== undefined &&
      result.requests.total > 0 && {
        cpuMicrosPerRequest: (cpuAfter - cpuBefore) / result.requests.total,
      }),
  };
}

/**
 * The naive path at the same concurrency: `connections` workers, each running the mix in turn until
 * the time is up. FerretDB scans and sorts the whole collection for each query, so at 20,000
 * projects one query can outlast the whole window: at the deadline the client is closed, and a query
 * still running counts with the time it had taken (as a timeout in the errors column).
 */
async function naive(uri: string, workerCount: number, windowSeconds = seconds): Promise<Result> {
  const client = await MongoClient.connect(uri);
  const novels = client.db().collection('novels');
  const tag = await client.db().collection('tags').findOne({ value: 'Романтика' });
  const queries = naiveQueries(tag?._id as string | undefined);
  const latencies: number[] = [];
  let unfinished = 0;
  const started = performance.now();
  const deadline = started + windowSeconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const query = queries[next++ % queries.length]!;
      const sent = performance.now();
      try {
        await Promise.all([
          novels.find(query.filter).sort(query.sort).skip(query.skip).limit(30).toArray(),
          novels.countDocuments(query.filter),
        ]);
      } catch {
        unfinished += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  const workers = Promise.all(Array.from({ length: workerCount }, worker));
  await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000));
  await client.close(true);
  await workers;
  const finished = latencies.length - unfinished;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.floor(share * (latencies.length - 1))] ?? 0;
  return {
    name: `catalogue mix, naive database queries${workerCount === 1 ? ', one at a time' : ''}`,
    requestsPerSecond: finished / ((performance.now() - started) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    errors: unfinished,
  };
}

function print(results: Result[]): void {
  const floor = results[0]!.requestsPerSecond;
  const floorCpu = results[0]!.cpuMicrosPerRequest;
  const rows = results.map((result) => ({
    scenario: result.name,
    'req/s':
      result.requestsPerSecond < 10
        ? Number(result.requestsPerSecond.toFixed(2))
        : Math.round(result.requestsPerSecond),
    'p50 ms': Math.round(result.p50 * 10) / 10,
    'p99 ms': Math.round(result.p99 * 10) / 10,
    'vs floor': `${(result.requestsPerSecond / floor).toFixed(2)}×`,
    ...(result.cpuMicrosPerRequest !== undefined && {
      'API CPU µs/req': Math.round(result.cpuMicrosPerRequest),
      'CPU vs floor': `${(floorCpu! / result.cpuMicrosPerRequest).toFixed(2)}×`,
    }),
    errors: result.errors,
  }));
  console.table(rows);
  const memory = results.find((result) => result.name === 'catalogue mix, in memory');
  if (!memory) return;
  for (const naivePath of results.filter((result) => result.name.includes('naive'))) {
    const against = naivePath.name.replace('catalogue mix, ', '');
    console.log(
      naivePath.requestsPerSecond > 0
        ? `in memory vs ${against}: ${(memory.requestsPerSecond / naivePath.requestsPerSecond).toFixed(0)}× the requests/s`
        : `in memory vs ${against}: the naive path finished no query in ${seconds} s`,
    );
  }
}

/**
 * Waits for the API's start-up work that runs after it is ready: the first build of the similar
 * titles, which reads every rating and list and works through every project in the background.
 * Measuring while it runs measured it too (at 80,000 projects it overlapped the scenarios).
 */
async function similarTitlesBuilt(baseUrl: string, projectId: string): Promise<void> {
  const deadline = performance.now() + 600_000;
  while (performance.now() < deadline) {
    const answer = (await (await fetch(`${baseUrl}/api/novels/${projectId}/similar`)).json()) as {
      result: { builtAt: string | null };
    };
    if (answer.result.builtAt !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the similar titles were not built within 10 minutes of the API being ready');
}

function seconds1(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(1);
}

/** Names of `count` projects, newest first: what the search scenario makes its queries from. */
async function projectNames(baseUrl: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let page = 0; names.length < count; page += 1) {
    const answer = (await (
      await fetch(`${baseUrl}/api/novels?section=all&sortBy=createdAt&limit=100&page=${page}`)
    ).json()) as { result: { novels: { name: string }[] } };
    if (answer.result.novels.length === 0) break;
    names.push(...answer.result.novels.map((card) => card.name));
  }
  return [...new Set(names)];
}

async function main(): Promise<void> {
  if (!flags['skip-build']) {
    buildApi();
    buildSite();
  }
  const database = await startDatabase({ dataFolder: 'bench', ephemeral: true });
  const uri = withDefaultDatabaseName(database.uri, 'bench');
  try {
    if (runApiCommand('seed-cli', uri, ['--novels', flags.novels]) !== 0) {
      throw new Error('Seeding failed (see above).');
    }
    if (flags.memory && runApiCommand('heap-cli', uri, []) !== 0) {
      throw new Error('Measuring memory failed (see above).');
    }
    const profileArguments = flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : [];
    const starting = performance.now();
    const { baseUrl, api } = await startBuiltApi({
      nodeArguments: profileArguments,
      // It reads the whole catalogue first: about 130 s at 80,000 projects on this machine.
      readyWithinMs: Math.max(120_000, Number(flags.novels) * 3),
      environment: { NODE_ENV: 'production', MONGODB_URI: uri, LOG_LEVEL: 'warn' },
    });
    try {
      apiPid = builtApiPid(api);
      const ready = performance.now();
      console.log(`API ready in ${seconds1(ready - starting)} s`);
      const projects = (await (
        await fetch(`${baseUrl}/api/novels?section=all&limit=100`)
      ).json()) as { result: { novels: { _id: string; url: string; section: string }[] } };
      await similarTitlesBuilt(baseUrl, projects.result.novels[0]!._id);
      console.log(
        `similar titles built ${seconds1(performance.now() - ready)} s after; measuring…`,
      );
      const pages = projects.result.novels.map((card) => `/api/novels/${card._id}`);
      // Server-rendered pages as a guest lands on them: the catalogue's first pages, and project
      // pages (under their section's route, as their links go).
      const renderedPages = [
        '/novels',
        '/games',
        '/novels?sort=name&direction=asc',
        '/novels?page=2',
        ...projects.result.novels.map(
          (card) =>
            `/${card.section === 'novel' ? 'novels' : 'games'}/${encodeURIComponent(card.url)}`,
        ),
      ];
      const queries = searchQueries(await projectNames(baseUrl, 3_000), 3_000);
      const searches = queries.map(
        (query) => `/api/novels?section=all&search=${encodeURIComponent(query)}`,
      );
      // The top bar's suggestions (docs/product §A7.3): every kind's first five for each text.
      const siteSearches = queries.map(
        (query) => `/api/search?limit=5&q=${encodeURIComponent(query)}`,
      );
      const scenarios: [string, () => Promise<Result>][] = [
        [
          'catalogue mix, in memory',
          () => load('catalogue mix, in memory', baseUrl, catalogueMix, { warm: true }),
        ],
        [
          '3,000 distinct filters, none cached',
          () => load('3,000 distinct filters, none cached', baseUrl, distinctFilters(3_000)),
        ],
        [
          'GET /api/mainPage',
          () => load('GET /api/mainPage', baseUrl, ['/api/mainPage'], { warm: true }),
        ],
        [
          'catalogue by translation progress, none cached',
          () =>
            load(
              'catalogue by translation progress, none cached',
              baseUrl,
              catalogueByTranslation(),
            ),
        ],
        [
          'translations in the making',
          () => load('translations in the making', baseUrl, translationsInMaking(), { warm: true }),
        ],
        ['project pages', () => load('project pages', baseUrl, pages, { warm: true })],
        [
          'server-rendered /novels and project pages, guests',
          () =>
            load('server-rendered /novels and project pages, guests', baseUrl, renderedPages, {
              encodedPaths: true,
              asBrowser: true,
              warm: true,
            }),
        ],
        [
          '3,000 distinct searches, none cached',
          () =>
            load('3,000 distinct searches, none cached', baseUrl, searches, { encodedPaths: true }),
        ],
        [
          '3,000 distinct site-wide searches (suggestions), none cached',
          () =>
            load(
              '3,000 distinct site-wide searches (suggestions), none cached',
              baseUrl,
              siteSearches,
              {
                encodedPaths: true,
              },
            ),
        ],
        // Last, as the database goes on with queries the window cut off (closing the client does
        // not stop them) and would slow whatever came next. One at a time first, its best case, in
        // a window long enough for a few of its queries (about 15 s each at 20,000 projects).
        [
          'catalogue mix, naive database queries, one at a time',
          () => naive(uri, 1, Math.max(seconds, 60)),
        ],
        ['catalogue mix, naive database queries', () => naive(uri, connections)],
      ];
      const results = [await load('GET /api/health (floor)', baseUrl, ['/api/health'])];
      const only = flags.only?.split('|').filter(Boolean);
      for (const [name, run] of scenarios) {
        if (!only || only.some((text) => name.includes(text))) results.push(await run());
      }
      console.log(
        `\n${flags.novels} projects · ${connections} connections · ${seconds} s each · loopback\n`,
      );
      print(results);
    } finally {
      // The profile is written as the API exits, after its shutdown (a last flush of views): give it
      // time rather than kill it at the usual 10 s.
      await api.stop(flags.profile ? 120_000 : undefined);
    }
  } finally {
    await database.stop();
  }
}

await main();
