import { createHash } from 'node:crypto';
import type { NovelRecord, TranslationRecord as TranslationLine } from '../novels';

/**
 * How a translation record finds its project's line (ADR 0014): by the group's name, its case,
 * surrounding spaces and ё/е aside, as the drafts already match a line to its translator group. A
 * draft that renames the group leaves the record behind; naming it back finds it again.
 */
export function translationLineKey(groupName: string): string {
  return groupName.trim().toLowerCase().replace(/ё/g, 'е');
}

/**
 * The record's id, made from the project and the line's key: 24 hex digits like every id of the
 * API, the same on every instance and in the migration, so two first writes meet on one record.
 */
export function translationIdOf(novelId: string, lineKey: string): string {
  return createHash('sha256').update(`${novelId}\n${lineKey}`).digest('hex').slice(0, 24);
}

/** A project's translation line with the key and id of the record that goes with it. */
export interface KeyedLine {
  id: string;
  key: string;
  /** Its place among the project's lines. */
  index: number;
  line: TranslationLine;
}

/**
 * A project's lines, each with its record's key: the group's name, and for a second line of the
 * same group (a machine and a human translation by one group) its number among them, so each line
 * keeps a record of its own.
 */
export function keyedLinesOf(project: Pick<NovelRecord, '_id' | 'translations'>): KeyedLine[] {
  const seen = new Map<string, number>();
  return project.translations.map((line, index) => {
    const name = translationLineKey(line.group.description);
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    const key = nth === 0 ? name : `${name}#${nth + 1}`;
    return { id: translationIdOf(project._id, key), key, index, line };
  });
}
