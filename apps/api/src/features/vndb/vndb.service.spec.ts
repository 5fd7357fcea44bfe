import {
  DomainError,
  formatExternalRating,
  VNDB_SEARCH_NAME_MAX,
  vndbMessages,
  type VndbMatch,
} from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localVndbCatalogue } from '../../../../../tools/vndb/catalogue';
import { LocalVndb, UPSTREAM_SECRET } from '../../../../../tools/vndb/local-vndb';
import { loadConfig } from '../../platform/config/app-config';
import { vndbSearchRequest } from './vndb-protocol';
import { VndbService } from './vndb.service';

const TIMEOUT_MS = 300;

function serviceFor(apiUrl: string): VndbService {
  const config = loadConfig({
    MONGODB_URI: 'mongodb://127.0.0.1:1/unused',
    VNDB_API_URL: apiUrl,
    VNDB_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  return new VndbService(config);
}

/** What a failed lookup tells the reader: the status and message, never the service's text. */
async function failure(lookup: Promise<unknown>): Promise<DomainError> {
  const error = await lookup.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { message, fields } = error as DomainError;
  expect(JSON.stringify({ message, fields })).not.toContain(UPSTREAM_SECRET);
  return error as DomainError;
}

describe('the visual novel database lookup, against the local service over HTTP', () => {
  let local: LocalVndb;
  let service: VndbService;
  beforeAll(async () => {
    local = await LocalVndb.start();
    service = serviceFor(local.url);
  });
  afterAll(() => local.close());

  const one = async (name: string): Promise<VndbMatch> => {
    const matches = await service.search(name);
    expect(matches).toHaveLength(1);
    return matches[0]!;
  };

  it('asks POST /vn by name for the fields of docs/product §7 and reads the match into our codes', async () => {
    expect(await one('ever17')).toEqual({
      id: 'v17',
      title: 'Ever17 -the out of infinity-',
      olang: 'ja',
      language: 'jp',
      length: 4,
      lengthKey: 'long',
      length_minutes: 2_163,
      rating: 86.3,
      votecount: 9_102,
      devstatus: 0,
      developers: ['KID'],
      released: '2002-08-29',
    });
    expect(local.lastRequest).toEqual({
      filters: ['search', '=', 'ever17'],
      fields:
        'title, olang, length, length_minutes, rating, votecount, devstatus, developers.name, released',
      results: 10,
    });
    expect(local.lastRequest).toEqual(vndbSearchRequest('ever17'));
  });

  it('maps zh-Hans to zh, length 3 to medium, and a rating of 78 is shown 7.8', async () => {
    expect(await one('Love Is All')).toMatchObject({
      olang: 'zh-Hans',
      language: 'zh',
      length: 2,
      lengthKey: 'short',
      developers: ['intiny'],
    });
    const katawa = await one('katawa');
    expect(katawa).toMatchObject({ length: 3, lengthKey: 'medium', rating: 78, olang: 'en' });
    expect(formatExternalRating(katawa.rating!)).toBe('7.8');
    expect(await one('Зима')).toMatchObject({
      language: 'ru',
      length: null,
      lengthKey: null,
      rating: null,
      devstatus: 1,
      developers: [],
      released: 'TBA',
    });
  });

  it('answers at most 10 matches', async () => {
    const many = await LocalVndb.start({
      catalogue: Array.from({ length: 25 }, (_, index) => ({
        ...localVndbCatalogue[0]!,
        id: `v${index + 1}`,
        title: `Novel number ${index + 1}`,
      })),
    });
    try {
      const matches = await serviceFor(many.url).search('novel number');
      expect(matches.map((match) => match.id)).toEqual(
        Array.from({ length: 10 }, (_, index) => `v${index + 1}`),
      );
    } finally {
      await many.close();
    }
  });

  it('answers a repeat from its cache, case and spacing ignored, without asking again', async () => {
    const before = local.requests;
    const first = await service.search('Saya no Uta');
    expect(local.requests).toBe(before + 1);
    expect(await service.search('  saya   NO uta ')).toEqual(first);
    expect(local.requests).toBe(before + 1);
  });

  it('asks once for the same name looked up twice at the same time', async () => {
    const before = local.requests;
    const [a, b] = await Promise.all([service.search('Fate/stay'), service.search('fate/stay')]);
    expect(a).toEqual(b);
    expect(local.requests).toBe(before + 1);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await service.search('Ничего такого нет')).toEqual([]);
  });

  it('gives up on a slow service after the timeout: 503 with the message', async () => {
    const startedAt = Date.now();
    const error = await failure(service.search('__slow__'));
    expect(error).toMatchObject({ status: 503, message: vndbMessages.unavailable });
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it.each(['__down__', '__garbage__', '__throttled__'])(
    'answers 503 with the message when the service answers %s, and asks again next time',
    async (name) => {
      const error = await failure(service.search(name));
      expect(error).toMatchObject({ status: 503, message: vndbMessages.unavailable });
      const before = local.requests;
      await failure(service.search(name));
      expect(local.requests).toBe(before + 1);
    },
  );

  it('answers 503 when the service answers JSON off its protocol', async () => {
    const odd = await LocalVndb.start({
      catalogue: [{ ...localVndbCatalogue[0]!, devstatus: 'finished' as never }],
    });
    try {
      const error = await failure(serviceFor(odd.url).search('fate'));
      expect(error).toMatchObject({ status: 503, message: vndbMessages.unavailable });
    } finally {
      await odd.close();
    }
  });

  it('answers 503 when nothing listens at the address', async () => {
    const gone = await LocalVndb.start();
    const url = gone.url;
    await gone.close();
    const error = await failure(serviceFor(url).search('ever17'));
    expect(error).toMatchObject({ status: 503, message: vndbMessages.unavailable });
  });

  it('refuses a blank or over-long name with 400, without asking the service', async () => {
    const before = local.requests;
    for (const [name, message] of [
      ['', vndbMessages.nameMissing],
      ['   ', vndbMessages.nameMissing],
      ['я'.repeat(VNDB_SEARCH_NAME_MAX + 1), vndbMessages.nameTooLong],
    ] as const) {
      const error = await failure(service.search(name));
      expect(error.status).toBe(400);
      expect(error.message).toContain(message);
    }
    expect(local.requests).toBe(before);
  });
});
