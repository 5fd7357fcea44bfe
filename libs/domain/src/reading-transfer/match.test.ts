import { describe, expect, it } from 'vitest';
import {
  previewTransfer,
  TransferCatalogue,
  transferNameKey,
  vndbIdKey,
  type CurrentMark,
  type TransferProject,
} from './match';
import type { TransferFile, TransferRow } from './transfer-file';

const project = (
  id: string,
  name: string,
  more: Partial<TransferProject> = {},
): TransferProject => ({
  id,
  name,
  alternativeNames: [],
  vndbId: null,
  rateable: true,
  ...more,
});
const catalogue = new TransferCatalogue([
  project('p1', 'Ёлочные игрушки', { alternativeNames: ['Christmas Toys'] }),
  project('p2', 'Steins;Gate', { vndbId: 'v2002' }),
  project('p3', 'Лето'),
  project('p4', 'лето'),
  project('p5', 'В разработке', { rateable: false }),
  project('p6', 'Близнецы А', { vndbId: 'v9' }),
  project('p7', 'Близнецы Б', { vndbId: 'v9' }),
]);
let rowNumber = 0;
const row = (fields: Partial<TransferRow>): TransferRow => ({
  row: (rowNumber += 1),
  projectId: null,
  vndbId: null,
  name: '',
  otherNames: [],
  list: 'read',
  rating: null,
  changedAt: null,
  problem: null,
  ...fields,
});
const preview = (rows: TransferRow[], marks: [string, CurrentMark][] = []) =>
  previewTransfer({
    file: { format: 'vndb', rows, ignoredLabels: ['Любимое'] } satisfies TransferFile,
    catalogue,
    marks: new Map(marks),
  });

describe('matching a file to the catalogue (docs/product §A5.5)', () => {
  it('compares names without case, spaces or ё, and external ids in the v123 form', () => {
    expect(transferNameKey('  ЁЛОЧНЫЕ   игрушки ')).toBe('елочные игрушки');
    expect(vndbIdKey('V0017')).toBe('v17');
    expect(vndbIdKey('17')).toBe('v17');
    expect(vndbIdKey('x17')).toBeNull();
    expect(vndbIdKey(null)).toBeNull();
  });

  it('matches by our id, then by external id, then by name or alternative name', () => {
    const answer = preview([
      row({ projectId: 'p3', name: 'что угодно' }),
      row({ projectId: 'unknown', vndbId: 'v2002', name: 'другое' }),
      row({ name: 'елочные игрушки' }),
      row({ name: 'нет', otherNames: ['christmas toys'], list: null, rating: 8 }),
    ]);
    expect(answer.matched.map((entry) => [entry.projectId, entry.matchedBy])).toEqual([
      ['p3', 'id'],
      ['p2', 'vndb'],
      ['p1', 'name'],
    ]);
    expect(answer.unmatched).toEqual([
      { row: rowNumber, name: 'нет', reason: 'проект уже встречался в файле выше' },
    ]);
    expect(answer).toMatchObject({ format: 'vndb', rows: 4, ignoredLabels: ['Любимое'] });
  });

  it('leaves out ambiguous names, unknown projects, empty rows and problems, with reasons', () => {
    const answer = preview([
      row({ name: 'ЛЕТО' }),
      row({ name: 'Нигде' }),
      row({ vndbId: 'v9', name: 'Близнецы' }),
      row({ name: 'Лето', list: null, rating: null }),
      row({ name: 'Лето', problem: 'оценка вне 1–10' }),
      row({ name: 'В разработке', list: null, rating: 7 }),
    ]);
    expect(answer.matched).toEqual([]);
    expect(answer.unmatched.map((entry) => entry.reason)).toEqual([
      'несколько проектов с таким названием',
      'не найден проект',
      'несколько проектов с таким названием',
      'нет ни списка, ни оценки',
      'оценка вне 1–10',
      'проект ещё нельзя оценить',
    ]);
  });

  it('keeps the list of a project that cannot be rated yet and leaves its rating out, saying so', () => {
    const [entry] = preview([row({ name: 'В разработке', list: 'wantRead', rating: 9 })]).matched;
    expect(entry).toMatchObject({
      list: 'wantRead',
      rating: null,
      note: 'оценка не перенесена: проект ещё нельзя оценить',
    });
  });

  it('says what each row changes: new, list, rating, both or nothing; empty fields change nothing', () => {
    const answer = preview(
      [
        row({ projectId: 'p1', list: 'read', rating: 8 }),
        row({ projectId: 'p2', list: 'read', rating: 8 }),
        row({ projectId: 'p3', list: 'read', rating: 8 }),
        row({ projectId: 'p4', list: 'dropped', rating: 3 }),
        row({ projectId: 'p6', list: null, rating: 5 }),
        row({ projectId: 'p7', list: 'read', rating: null }),
      ],
      [
        ['p2', { list: 'reading', rating: 8 }],
        ['p3', { list: 'read', rating: 6 }],
        ['p4', { list: 'read', rating: 6 }],
        ['p6', { list: 'read', rating: 5 }],
        ['p7', { list: null, rating: 4 }],
      ],
    );
    expect(answer.matched.map((entry) => entry.change)).toEqual([
      'new',
      'list',
      'rating',
      'listAndRating',
      'same',
      'list',
    ]);
  });
});
