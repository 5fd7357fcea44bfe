import {
  TRANSFER_LIMITS,
  type EndpointResult,
  type ListsExport,
  type NovelPage,
  type importListsEndpoint,
  type listPageEndpoint,
  type listsExportEndpoint,
  type previewListsImportEndpoint,
  type userListsEndpoint,
} from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld, type TestUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';

type ExportFile = EndpointResult<typeof listsExportEndpoint>;
type Preview = EndpointResult<typeof previewListsImportEndpoint>;
type ImportResult = EndpointResult<typeof importListsEndpoint>;

/**
 * Lists that travel over HTTP (docs/product §A5.5): a reader's export imported into a fresh account
 * gives the same lists and ratings, through the same writes as a reader's own votes; the external
 * database's XML export matched by its ids and by names; the refusals.
 */
describe('lists that travel (docs/product §A5.5)', () => {
  const {
    world,
    people: { source },
  } = useAccountsWorld({ source: {} });
  let guest: HttpClient;
  const ids: Record<string, string> = {};

  const ok = <T>(answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as Answer<T>).result;
  };
  const exportOf = async (user: TestUser, kind: 'json' | 'csv') =>
    ok<ExportFile>(await user.client.get(`/api/lists/export?kind=${kind}`));
  const preview = async (user: TestUser, text: string) =>
    ok<Preview>(await user.client.post('/api/lists/import/preview', { text }));
  const importFile = async (user: TestUser, text: string) =>
    ok<ImportResult>(await user.client.post('/api/lists/import', { text }));
  /** What a reader's own lists say: each list's count and its projects. */
  const listsOf = async (user: TestUser) => {
    const lists = ok<EndpointResult<typeof userListsEndpoint>>(
      await user.client.get(`/api/users/${user.username}/lists`),
    );
    const shown: Record<string, string[]> = {};
    for (const { listId, list, count } of lists) {
      const page = ok<EndpointResult<typeof listPageEndpoint>>(
        await user.client.get(`/api/lists/${listId}/0`),
      );
      expect(page.count).toBe(count);
      shown[list] = page.novels.map((novel) => novel._id).sort();
    }
    return shown;
  };
  /** The records of a reader's export, without when they changed (a new account changed them now). */
  const recordsOf = async (user: TestUser) =>
    (JSON.parse((await exportOf(user, 'json')).text) as ListsExport).records.map(
      ({ changedAt: _changedAt, ...record }) => record,
    );
  const ratedUsersOf = async (id: string) =>
    ok<NovelPage>(await guest.get(`/api/novels/${id}`)).ratedUsers;

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
    const added = await addNovels(world.api, [
      { name: 'Кошки, "мышки" и всё' },
      { name: 'Ёлочные игрушки', alternativeNames: ['Christmas Toys'] },
      { name: 'Steins;Gate', vndb: { id: 'v2002' } },
      { name: 'Лето', url: 'leto-1' },
      { name: 'лето', url: 'leto-2' },
      { name: 'Ещё в разработке', status: 'inProcess' },
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
    const mark = async (path: string, body: object) => ok(await source.client.post(path, body));
    await mark('/api/addtolist', { novel: ids['Кошки, "мышки" и всё'], list: 'read' });
    await mark('/api/ratings', { novel: ids['Кошки, "мышки" и всё'], rating: 8 });
    await mark('/api/addtolist', { novel: ids['Steins;Gate'], list: 'reading' });
    await mark('/api/ratings', { novel: ids['Ёлочные игрушки'], rating: 6 });
    await mark('/api/addtolist', { novel: ids['Ещё в разработке'], list: 'wantRead' });
  });

  it('exports one record a marked project, as JSON with its header and as RFC 4180 CSV', async () => {
    const json = await exportOf(source, 'json');
    expect(json.fileName).toMatch(
      new RegExp(`^vn-lists-${source.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = JSON.parse(json.text) as ListsExport;
    expect(data).toMatchObject({
      format: 'vn-reading-lists',
      version: 1,
      username: source.username,
    });
    expect(data.records).toHaveLength(4);
    expect(data.records.find((record) => record.name === 'Steins;Gate')).toMatchObject({
      projectId: ids['Steins;Gate'],
      vndbId: 'v2002',
      list: 'reading',
      rating: null,
    });
    const csv = await exportOf(source, 'csv');
    expect(csv.mediaType).toBe('text/csv; charset=utf-8');
    expect(
      csv.text.startsWith('\uFEFFproject_id,url,name,vndb_id,list,rating,changed_at\r\n'),
    ).toBe(true);
    expect(csv.text).toContain(`${ids['Кошки, "мышки" и всё']},`);
    expect(csv.text).toContain(',"Кошки, ""мышки"" и всё",,read,8,');
  });

  it('imports an export into a fresh account: the preview writes nothing, the import gives the same lists and ratings', async () => {
    const { text } = await exportOf(source, 'json');
    const fresh = await signUpUser(world.api);
    const before = await ratedUsersOf(ids['Кошки, "мышки" и всё']!);

    const seen = await preview(fresh, text);
    expect(seen).toMatchObject({ format: 'json', rows: 4, unmatched: [], ignoredLabels: [] });
    expect(seen.matched.map((row) => [row.name, row.matchedBy, row.change]).sort()).toEqual(
      [
        ['Steins;Gate', 'id', 'new'],
        ['Ещё в разработке', 'id', 'new'],
        ['Ёлочные игрушки', 'id', 'new'],
        ['Кошки, "мышки" и всё', 'id', 'new'],
      ].sort(),
    );
    expect(await recordsOf(fresh)).toEqual([]);
    expect(await ratedUsersOf(ids['Кошки, "мышки" и всё']!)).toBe(before);

    expect(await importFile(fresh, text)).toEqual({ written: 4, unchanged: 0, skipped: 0 });
    expect(await recordsOf(fresh)).toEqual(await recordsOf(source));
    expect(await listsOf(fresh)).toEqual(await listsOf(source));
    // The same writes as a reader's own vote: the project's counters moved.
    expect(await ratedUsersOf(ids['Кошки, "мышки" и всё']!)).toBe(before + 1);

    // Again: nothing left to change.
    expect(await importFile(fresh, text)).toEqual({ written: 0, unchanged: 4, skipped: 0 });
  });

  it('imports the CSV export as well, sent as a file', async () => {
    const { text, fileName } = await exportOf(source, 'csv');
    const fresh = await signUpUser(world.api);
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
    const answer = await fresh.client.call('POST', '/api/lists/import', { body: form });
    expect(ok<ImportResult>(answer)).toEqual({ written: 4, unchanged: 0, skipped: 0 });
    expect(await recordsOf(fresh)).toEqual(await recordsOf(source));
  });

  it('matches the external database’s XML by its id, then by name, and reports what it leaves out', async () => {
    const reader = await signUpUser(world.api);
    await ok(await reader.client.post('/api/ratings', { novel: ids['Steins;Gate'], rating: 3 }));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<vndb-export version="1.0" date="2026-11-29T10:00:00Z">
  <user><name>someone</name><url>https://vndb.org/u1</url></user>
  <labels>
    <label id="2" label="Finished" private="false" />
    <label id="10" label="Перечитать" private="false" />
  </labels>
  <vns>
    <vn id="v2002" private="false">
      <title original="シュタインズ・ゲート">Steins Gate</title>
      <label id="2" label="Finished" />
      <label id="7" label="Voted" />
      <added>2026-01-01T10:00:00Z</added>
      <vote timestamp="2026-01-02T10:00:00Z">8.5</vote>
    </vn>
    <vn id="v77" private="false">
      <title>christmas toys</title>
      <label id="3" label="Stalled" />
      <label id="10" label="Перечитать" />
      <added>2026-01-01T10:00:00Z</added>
    </vn>
    <vn id="v78" private="false">
      <title>ЛЕТО</title>
      <label id="2" label="Finished" />
      <added>2026-01-01T10:00:00Z</added>
    </vn>
    <vn id="v79" private="false">
      <title>Нет такой</title>
      <label id="1" label="Playing" />
      <added>2026-01-01T10:00:00Z</added>
    </vn>
    <vn id="v80" private="false">
      <title>Ещё в разработке</title>
      <vote timestamp="2026-01-02T10:00:00Z">7</vote>
      <added>2026-01-01T10:00:00Z</added>
    </vn>
  </vns>
</vndb-export>`;
    const seen = await preview(reader, xml);
    expect(seen).toMatchObject({ format: 'vndb', rows: 5, ignoredLabels: ['Перечитать'] });
    expect(seen.matched).toEqual([
      expect.objectContaining({
        row: 1,
        projectId: ids['Steins;Gate'],
        matchedBy: 'vndb',
        list: 'read',
        rating: 9,
        change: 'listAndRating',
      }),
      expect.objectContaining({
        row: 2,
        projectId: ids['Ёлочные игрушки'],
        matchedBy: 'name',
        list: 'partialRead',
        rating: null,
        change: 'new',
      }),
    ]);
    expect(seen.unmatched).toEqual([
      { row: 3, name: 'ЛЕТО', reason: 'несколько проектов с таким названием' },
      { row: 4, name: 'Нет такой', reason: 'не найден проект' },
      { row: 5, name: 'Ещё в разработке', reason: 'проект ещё нельзя оценить' },
    ]);
    expect(await importFile(reader, xml)).toEqual({ written: 2, unchanged: 0, skipped: 3 });
    const records = await recordsOf(reader);
    expect(records.map((record) => [record.name, record.list, record.rating])).toEqual([
      // By name in Russian order: Cyrillic before Latin.
      ['Ёлочные игрушки', 'partialRead', null],
      ['Steins;Gate', 'read', 9],
    ]);
  });

  describe('refusals', () => {
    it('answers a guest 401 on every call', async () => {
      expect((await guest.get('/api/lists/export?kind=json')).status).toBe(401);
      expect((await guest.post('/api/lists/import/preview', { text: '' })).status).toBe(401);
      expect((await guest.post('/api/lists/import', { text: '' })).status).toBe(401);
    });

    it('refuses a file over the limit with 413, and one of no known format with 400', async () => {
      const reader = await signUpUser(world.api);
      const form = new FormData();
      form.append('file', new Blob(['x'.repeat(TRANSFER_LIMITS.maxBytes + 1)]), 'big.csv');
      const big = await reader.client.call<{ message: string }>(
        'POST',
        '/api/lists/import/preview',
        {
          body: form,
        },
      );
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('Файл больше 2 МБ: разделите его на части');

      const bad = await reader.client.post<{ message: string }>('/api/lists/import', {
        text: 'какой-то текст',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^Не удалось прочитать файл: /);
      const doctype = await reader.client.post<{ message: string }>('/api/lists/import/preview', {
        text: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><vndb-export>&e;</vndb-export>',
      });
      expect(doctype.status).toBe(400);
      expect(doctype.body.message).toBe('Не удалось прочитать файл: DOCTYPE не допускается');
      const none = await reader.client.post<{ message: string }>('/api/lists/import', {});
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Выберите файл для импорта');
      expect(await recordsOf(reader)).toEqual([]);
    });

    it('imports only into the signed-in reader: there is no way to name another account', async () => {
      const other = await signUpUser(world.api);
      const sourceBefore = await recordsOf(source);
      const { text } = await exportOf(source, 'json');
      expect(await importFile(other, text)).toMatchObject({ written: 4 });
      expect(await recordsOf(source)).toEqual(sourceBefore);
      const aimed = await other.client.post('/api/lists/import', {
        text,
        username: source.username,
      });
      expect(aimed.status).toBe(400);
    });
  });
});
