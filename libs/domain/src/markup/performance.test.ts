import { afterAll, describe, expect, it } from 'vitest';
import { legacyHtmlToBlocks } from './legacy-html';
import { parseMarkup } from './parse';
import { serializeMarkup } from './serialize';
import { bestTime, timeOf } from '../testing/best-time';

/**
 * Parsing must stay linear on hostile input (a comment box accepts anything): 1 MB of each input parses
 * in well under a second, and 8× the input takes well under 20× the time (quadratic work would take
 * 64×). Times are the best of several runs, sizes interleaved, so a garbage-collector pause or a burst
 * of background load slows every size alike instead of deciding the outcome (and times are CPU
 * time: testing/best-time.ts).
 */

const MEGABYTE = 1024 * 1024;
const RUNS = 3;
/** Generous: each case parses about 10 MB in all, and `npm test` runs many suites at once. */
const TIMEOUT_MS = 30_000;

// The library is built without Node or DOM types (tsconfig `types: []`), but the test runner has a
// console.
const { console: log } = globalThis as unknown as { console: { info(message: string): void } };

/** Timings by case, printed once at the end for the record. */
const timings: string[] = [];

afterAll(() => {
  log.info(`Markup parsing times (best of ${RUNS}):\n${timings.join('\n')}`);
});

function expectUnderASecond(name: string, run: () => unknown): void {
  const time = bestTime(run, RUNS);
  timings.push(`${name}: ${time.toFixed(1)} ms`);
  expect(time).toBeLessThan(1000);
}

function expectLinear(
  name: string,
  parse: (input: string) => unknown,
  make: (size: number) => string,
): void {
  const quarter = make(MEGABYTE / 4);
  const oneMegabyte = make(MEGABYTE);
  const twoMegabytes = make(2 * MEGABYTE);
  let timeQuarter = Infinity;
  let timeOne = Infinity;
  let timeTwo = Infinity;
  for (let attempt = 0; attempt < RUNS; attempt++) {
    timeQuarter = Math.min(
      timeQuarter,
      timeOf(() => parse(quarter)),
    );
    timeOne = Math.min(
      timeOne,
      timeOf(() => parse(oneMegabyte)),
    );
    timeTwo = Math.min(
      timeTwo,
      timeOf(() => parse(twoMegabytes)),
    );
  }
  timings.push(
    `${name}: 0.25 MB ${timeQuarter.toFixed(1)} ms, 1 MB ${timeOne.toFixed(1)} ms, 2 MB ${timeTwo.toFixed(1)} ms`,
  );
  expect(timeOne).toBeLessThan(1000);
  // 8× the input: linear work takes about 8× as long, quadratic about 64×. A bound of 20× leaves wide
  // room for noise on either side (a 2× step with a 3× bound did not: it failed on a GC pause). The
  // floor keeps timer granularity from failing a very fast parse.
  expect(timeTwo).toBeLessThan(20 * Math.max(timeQuarter, 2));
}

/** `piece` repeated to about `size` characters. */
function repeatTo(piece: string, size: number): string {
  return piece.repeat(Math.ceil(size / piece.length));
}

const realistic =
  'Привет, [b]мир[/b]! [a href="https://example.com/?q=1"]Ссылка[/a] [i]и [u]вложенное[/u][/i] ' +
  '[spoiler title="Глава 1"]тайна[/spoiler] [img]/uploads/a.png[/img] [sticker]wk/3[/sticker]\n';

/** Hostile markup by name: what each would make a backtracking parser do. */
const hostileMarkup: Record<string, (size: number) => string> = {
  'ordinary text with markup': (size) => repeatTo(realistic, size),
  'nested opening tags': (size) => repeatTo('[b]', size),
  'unclosed tags of every kind': (size) => repeatTo('[i]x[center]y[spoiler=t]z', size),
  'unterminated quoted attributes': (size) => repeatTo('[a href="https://x', size),
  'unterminated leaf tags': (size) => repeatTo('[img]https://example.com/a.png', size),
  'mismatched closers': (size) => repeatTo('[/b][/spoiler]', size),
  'alternating open and wrong close': (size) => repeatTo('[b]x[/i]', size),
  '[[[[ noise': (size) => repeatTo('[[[[', size),
  'escapes and backslashes': (size) => repeatTo('\\[\\\\[b\\', size),
  'attributes that never end': (size) => `[b ${repeatTo('x=1 ', size)}`,
  'a quoted value of escaped brackets': (size) => `[a href="${repeatTo('\\[', size)}`,
  'line breaks': (size) => repeatTo('\r\n\n\r', size),
};

describe('parseMarkup performance (linear on hostile input)', () => {
  it(
    'parses 100 000 nested opening tags in well under a second',
    () => {
      const input = '[b]'.repeat(100_000);
      expectUnderASecond('parseMarkup, 100 000 nested opening tags', () => parseMarkup(input));
    },
    TIMEOUT_MS,
  );

  it(
    'parses 100 000 unclosed tags in well under a second',
    () => {
      const input = '[spoiler title="x"]a[i]b'.repeat(50_000);
      expectUnderASecond('parseMarkup, 100 000 unclosed tags', () => parseMarkup(input));
    },
    TIMEOUT_MS,
  );

  it.each(Object.entries(hostileMarkup))(
    '%s: 1 MB under a second, 8× the input under 20× the time',
    (name, make) => expectLinear(`parseMarkup, ${name}`, parseMarkup, make),
    TIMEOUT_MS,
  );

  it(
    'writes back a megabyte tree in well under a second',
    () => {
      const tree = parseMarkup(repeatTo(realistic, MEGABYTE));
      expectUnderASecond('serializeMarkup, 1 MB of ordinary markup', () => serializeMarkup(tree));
    },
    TIMEOUT_MS,
  );
});

const hostileHtml: Record<string, (size: number) => string> = {
  'ordinary HTML': (size) =>
    repeatTo('<p>Привет, <b>мир</b> &amp; <a href="https://x.ru">ссылка</a><br></p>\n', size),
  'nested inline tags': (size) => repeatTo('<b><i>', size),
  'nested quotes': (size) => repeatTo('<blockquote>x', size),
  'a tag that never closes': (size) => `<a ${repeatTo(`x=1 y="<b>" z='<i>' `, size)}`,
  'unterminated attribute value': (size) => `<a href="${repeatTo('<a href=', size)}`,
  'lone angle brackets': (size) => repeatTo('a < b <', size),
  'unterminated comment': (size) => `<!--${repeatTo('<!-- -', size)}`,
  'unclosed script': (size) => `<script>${repeatTo('</scrip', size)}`,
  entities: (size) => repeatTo('&amp;&#39;&#x27;&bogus;&', size),
};

describe('legacyHtmlToBlocks performance (linear on hostile input)', () => {
  it.each(Object.entries(hostileHtml))(
    '%s: 1 MB under a second, 8× the input under 20× the time',
    (name, make) => expectLinear(`legacyHtmlToBlocks, ${name}`, legacyHtmlToBlocks, make),
    TIMEOUT_MS,
  );
});
