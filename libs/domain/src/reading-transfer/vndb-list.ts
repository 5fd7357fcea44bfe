import type { ReadingList } from '../catalogue/reading-lists';
import { transferMessages } from './messages';
import type { TransferFile, TransferRow } from './transfer-file';
import { childrenNamed, readXml, XmlSyntaxError, type XmlElement } from './xml';

/*
 * The external database's list export (docs/product §A5.5, ours), as its own code writes it
 * (VNDB, `lib/VNWeb/ULists/Export.pm`, `GET /u{id}/list-export/xml`):
 *
 *   <vndb-export version="1.0" date="…">
 *     <user><name>…</name><url>…</url></user>
 *     <labels><label id="1" label="Playing" private="false"/>…</labels>
 *     <vns>
 *       <vn id="v17" private="false">
 *         <title original="原題">Romanised title</title>
 *         <label id="2" label="Finished"/>
 *         <added>…</added> <modified>…</modified>
 *         <vote timestamp="…">8.5</vote>
 *         …
 *       </vn>
 *     </vns>
 *     <length-votes>…</length-votes>
 *   </vndb-export>
 *
 * The vote is written by its `fmtvote`: the stored 10..100 divided by ten, "8" or "8.5".
 */

/**
 * The built-in labels by id, and the list each becomes. Stalled («отложено») becomes partialRead:
 * the reader read part of it and stopped, which is what «Прочитано частично» says; dropped has its
 * own label, and a bookmark is a project not started. Blacklist and Voted are no list.
 */
const builtInLabels: Record<string, { name: string; list: ReadingList | null }> = {
  '1': { name: 'Playing', list: 'reading' },
  '2': { name: 'Finished', list: 'read' },
  '3': { name: 'Stalled', list: 'partialRead' },
  '4': { name: 'Dropped', list: 'dropped' },
  '5': { name: 'Wishlist', list: 'wantRead' },
  '6': { name: 'Blacklist', list: null },
  '7': { name: 'Voted', list: null },
};

/** When a project has several labels, the one that says most about the reading wins. */
const listPrecedence: readonly ReadingList[] = [
  'read',
  'reading',
  'partialRead',
  'dropped',
  'wantRead',
];

/** The label's built-in meaning, by id (the names of built-in labels are fixed there), else by name. */
function builtInLabel(label: XmlElement) {
  const byId = builtInLabels[label.attributes['id'] ?? ''];
  if (byId) return byId;
  const name = (label.attributes['label'] ?? '').trim().toLowerCase();
  return Object.values(builtInLabels).find((known) => known.name.toLowerCase() === name) ?? null;
}

/**
 * A vote as 1..10: the export writes 1..10 with one decimal, rounded half up here; a value above 10
 * is taken for a stored 10..100 vote and divided by ten first. The result is held within 1..10; what
 * is not a number is a problem of the record.
 */
export function vndbVoteToRating(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || value > 100) return null;
  const scaled = value > 10 ? value / 10 : value;
  return Math.min(10, Math.max(1, Math.round(scaled)));
}

const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? '';

/** The records of the external database's XML list export. */
export function vndbListRows(text: string): TransferFile {
  const root = readXml(text);
  if (root.name !== 'vndb-export') {
    throw new XmlSyntaxError('это XML, но не выгрузка списка VNDB (ожидался <vndb-export>)');
  }
  const ignored = new Set<string>();
  const vns = childrenNamed(root, 'vns').flatMap((vnsElement) => childrenNamed(vnsElement, 'vn'));
  const rows = vns.map((vn, index): TransferRow => {
    const title = childrenNamed(vn, 'title')[0];
    const original = title?.attributes['original']?.trim();
    const lists = new Set<ReadingList>();
    for (const label of childrenNamed(vn, 'label')) {
      const known = builtInLabel(label);
      if (known?.list) lists.add(known.list);
      else if (!known) ignored.add((label.attributes['label'] ?? '').trim() || '(без названия)');
    }
    const voteText = textOf(childrenNamed(vn, 'vote')[0]);
    const rating = voteText === '' ? null : vndbVoteToRating(voteText);
    const rawId = (vn.attributes['id'] ?? '').trim();
    return {
      row: index + 1,
      projectId: null,
      vndbId: /^v?\d+$/i.test(rawId) ? rawId : null,
      name: textOf(title),
      otherNames: original ? [original] : [],
      list: listPrecedence.find((list) => lists.has(list)) ?? null,
      rating,
      changedAt:
        textOf(childrenNamed(vn, 'modified')[0]) || textOf(childrenNamed(vn, 'added')[0]) || null,
      problem: voteText !== '' && rating === null ? transferMessages.ratingOutOfRange : null,
    };
  });
  return { format: 'vndb', rows, ignoredLabels: [...ignored].sort() };
}
