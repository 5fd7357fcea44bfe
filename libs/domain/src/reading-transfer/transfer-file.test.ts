import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingLists } from '../catalogue/reading-lists';
import { projectName } from '../testing';
import { readCsv, writeCsv, CsvSyntaxError } from './csv';
import { TRANSFER_LIMITS, transferMessages } from './messages';
import {
  isTransferRefusal,
  listsExportCsv,
  listsExportFileName,
  listsExportJson,
  readTransferFile,
  utf8Length,
  type ExportRecord,
  type ListsExport,
  type TransferFile,
} from './transfer-file';

const record = (overrides: Partial<ExportRecord> = {}): ExportRecord => ({
  projectId: '0123456789abcdef01234567',
  url: 'steins-gate',
  name: 'Steins;Gate',
  vndbId: 'v2002',
  list: 'read',
  rating: 9,
  changedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const exportOf = (records: ExportRecord[]): ListsExport => ({
  format: 'vn-reading-lists',
  version: 1,
  exportedAt: '2026-11-30T00:00:00.000Z',
  username: 'читатель',
  records,
});
const read = (text: string): TransferFile => {
  const file = readTransferFile(text);
  if (isTransferRefusal(file)) throw new Error(file.message);
  return file;
};
/** What an import reads of an exported record. */
const asRow = (entry: ExportRecord, index: number) => ({
  row: index + 1,
  projectId: entry.projectId,
  vndbId: entry.vndbId,
  name: entry.name,
  otherNames: [],
  list: entry.list,
  rating: entry.rating,
  changedAt: entry.changedAt,
  problem: null,
});

const exportRecord = fc.record({
  projectId: fc.stringMatching(/^[0-9a-f]{24}$/),
  url: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
  name: projectName.map((name) => name.trim()).filter((name) => name !== ''),
  vndbId: fc.option(
    fc.integer({ min: 1, max: 99_999 }).map((id) => `v${id}`),
    { nil: null },
  ),
  list: fc.option(fc.constantFrom(...readingLists), { nil: null }),
  rating: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
  changedAt: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
});

describe('lists that travel: our files (docs/product §A5.5)', () => {
  it('writes CSV by RFC 4180: header, CRLF, quotes only where a field needs them', () => {
    const csv = listsExportCsv({
      records: [record({ name: 'Кошки, "мышки" и\nвсё', vndbId: null, list: null })],
    });
    expect(csv).toBe(
      '\uFEFFproject_id,url,name,vndb_id,list,rating,changed_at\r\n' +
        '0123456789abcdef01234567,steins-gate,"Кошки, ""мышки"" и\nвсё",,,9,2026-11-01T10:00:00.000Z\r\n',
    );
  });

  it('reads CSV back with quoted commas, quotes and line ends, and bare LF lines', () => {
    expect(readCsv('a,"b,""c""\r\nd",\r\ne,f\ng')).toEqual([
      ['a', 'b,"c"\r\nd', ''],
      ['e', 'f'],
      ['g'],
    ]);
    expect(readCsv('')).toEqual([]);
    expect(readCsv('a,b\r\n')).toEqual([['a', 'b']]);
    expect(() => readCsv('"open')).toThrow(CsvSyntaxError);
    expect(() => readCsv('"a"b')).toThrow(CsvSyntaxError);
    expect(() => readCsv('a"b')).toThrow(CsvSyntaxError);
  });

  it('CSV written and read gives the same fields (property)', () => {
    const field = fc.string({ unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1 }),
        (records) => {
          expect(readCsv(writeCsv(records))).toEqual(records);
        },
      ),
    );
  });

  it('our JSON export read back gives the same records (property)', () => {
    fc.assert(
      fc.property(fc.array(exportRecord, { maxLength: 20 }), (records) => {
        const file = read(listsExportJson(exportOf(records)));
        expect(file.format).toBe('json');
        expect(file.rows).toEqual(records.map(asRow));
      }),
    );
  });

  it('our CSV export read back gives the same records (property)', () => {
    fc.assert(
      fc.property(fc.array(exportRecord, { maxLength: 20 }), (records) => {
        const file = read(listsExportCsv(exportOf(records)));
        expect(file.format).toBe('csv');
        expect(file.rows).toEqual(records.map(asRow));
      }),
    );
  });

  it('names the download by reader and day', () => {
    expect(listsExportFileName('мой ник', '2026-11-30T12:00:00Z', 'csv')).toBe(
      'vn-lists-мой_ник-2026-11-30.csv',
    );
  });

  it('keeps a record with a rating outside 1..10 or an unknown list, to report it', () => {
    const json = JSON.stringify({
      ...exportOf([]),
      records: [
        { projectId: 'a', name: 'Одна', rating: 11 },
        { projectId: 'b', name: 'Две', rating: 7.5 },
        { projectId: 'c', name: 'Три', list: 'favourite' },
        { projectId: 'd', name: 'Четыре', list: 'reading', rating: '8' },
      ],
    });
    expect(read(json).rows.map((row) => row.problem)).toEqual([
      'оценка вне 1–10',
      'оценка вне 1–10',
      'неизвестный список «favourite»',
      null,
    ]);
    expect(read(json).rows[3]).toMatchObject({ list: 'reading', rating: 8 });
  });

  it('takes CSV columns in any order and skips empty lines', () => {
    const file = read(
      'name,rating,list,project_id,url,vndb_id,changed_at\n\nЛето,7,reading,x1,,,\n',
    );
    expect(file.rows).toEqual([
      expect.objectContaining({
        row: 1,
        name: 'Лето',
        rating: 7,
        list: 'reading',
        projectId: 'x1',
      }),
    ]);
  });

  it('refuses a file too big, with too many records, or of no format it knows', () => {
    const big = 'я'.repeat(TRANSFER_LIMITS.maxBytes / 2 + 1);
    expect(utf8Length(big)).toBeGreaterThan(TRANSFER_LIMITS.maxBytes);
    expect(readTransferFile(big)).toEqual({
      refused: 'tooLarge',
      message: transferMessages.tooLarge,
    });
    const many = listsExportCsv({
      records: Array.from({ length: TRANSFER_LIMITS.maxRows + 1 }, () => record()),
    });
    expect(readTransferFile(many)).toMatchObject({ refused: 'tooManyRows' });
    const manyJson = listsExportJson(
      exportOf(Array.from({ length: TRANSFER_LIMITS.maxRows + 1 }, () => record())),
    );
    expect(readTransferFile(manyJson)).toMatchObject({ refused: 'tooManyRows' });
    for (const text of [
      'просто текст',
      '{"format":"другой"}',
      '{ не json',
      '<html></html>',
      'name,rating\nЛето,7',
      '"open',
    ]) {
      const answer = readTransferFile(text);
      expect(answer).toMatchObject({ refused: 'unreadable' });
      expect(isTransferRefusal(answer) && answer.message).toMatch(/^Не удалось прочитать файл: /);
    }
    expect(
      readTransferFile('{"format":"vn-reading-lists","version":2,"records":[]}'),
    ).toMatchObject({
      message: 'Не удалось прочитать файл: версия 2 этого формата не поддерживается',
    });
    expect(readTransferFile('{"format":"vn-reading-lists","version":1}')).toMatchObject({
      refused: 'unreadable',
    });
    expect(
      readTransferFile('{"format":"vn-reading-lists","version":1,"records":[1]}'),
    ).toMatchObject({ message: 'Не удалось прочитать файл: запись 1 — не объект' });
  });

  it('counts UTF-8 bytes as the file has them', () => {
    expect(utf8Length('aя€😀')).toBe(1 + 2 + 3 + 4);
  });
});
