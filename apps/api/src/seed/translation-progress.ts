/** The demo translations' progress and history (docs/product §A1): what groups have said of their work. */
import {
  overallPercent,
  translationStages,
  type StageState,
  type TranslationPart,
  type TranslationStage,
} from '@vn/domain';
import type { NovelRecord } from '../features/novels';
import type { TranslatorRecord } from '../features/translator-directory';
import {
  keyedLinesOf,
  type TranslationProgressRecord,
  type TranslationUpdateRecord,
} from '../features/translations';
import type { UserRecord } from '../features/users';
import { addDays, type Context, objectId } from './context';

/** Update ids' collection kind (see `idKinds`: the kinds before it are the seed's others). */
const UPDATE_KIND = 10;

const NOTES = [
  'Перевод общего рута закончен',
  'Редактура продвигается',
  'Начали вычитку',
  'Вставили текст в игру, тестируем',
  'Перевели ещё одну главу',
  'Исправили ошибки из отзывов',
  'Небольшая пауза: сессия у переводчиков',
];

export interface TranslationProgressInput {
  novels: readonly NovelRecord[];
  translators: TranslatorRecord[];
  /** Readers who may be named members of the groups. */
  readers: readonly UserRecord[];
  /** The demo reader, made a member of one group with a translation in the making to try it. */
  demoReader: UserRecord;
}

/**
 * For about two thirds of the translations still in the making (in progress or partly out), a group
 * that states its progress: parts (one «Вся игра», or a prologue and routes), the stages it goes
 * through, each stage's state, and two to eight dated updates leading to it over the last year;
 * some have gone quiet. Each such group gets a member, the one who posted; the demo reader is a
 * member of the first. Draws from `random` after everything else, so the rest of the seed is as it
 * was before progress existed.
 */
export function makeTranslationProgress(
  { random, seedTag, now }: Context,
  { novels, translators, readers, demoReader }: TranslationProgressInput,
): { records: TranslationProgressRecord[]; updates: TranslationUpdateRecord[] } {
  const records: TranslationProgressRecord[] = [];
  const updates: TranslationUpdateRecord[] = [];
  const groupsByName = new Map(translators.map((group) => [group.name.toLowerCase(), group]));
  let demoReaderPlaced = false;
  for (const novel of novels) {
    if (novel.removed) continue;
    for (const { id, key, line } of keyedLinesOf(novel)) {
      if ((line.status !== 'inProcess' && line.status !== 'demo') || !random.chance(0.65)) continue;
      const group = groupsByName.get(line.group.description.toLowerCase());
      const member = !demoReaderPlaced && group ? demoReader : random.pick(readers);
      if (group) {
        group.members = [...new Set([...(group.members ?? []), member._id])];
        if (member === demoReader) demoReaderPlaced = true;
      }
      const stages: TranslationStage[] =
        novel.section === 'ai' ? ['translation', 'technical'] : [...translationStages];
      const parts = makeParts(random, stages);
      const final = overallPercent({ stages, parts });
      // Quiet ones stopped posting three to ten months ago.
      const lastAt = random.chance(0.2)
        ? addDays(now, -random.int(90, 300))
        : addDays(now, -random.int(1, 40));
      const count = random.int(2, 8);
      const firstAt = addDays(lastAt, -random.int(60, 330));
      const at = Array.from({ length: count }, (_, index) =>
        index === count - 1 ? lastAt : random.date(firstAt, lastAt),
      ).sort((a, b) => a.getTime() - b.getTime());
      at.forEach((when, index) => {
        updates.push({
          _id: objectId(when, seedTag, UPDATE_KIND, updates.length),
          translation: id,
          novel: novel._id,
          at: when,
          by: { _id: member._id, username: member.username },
          // The history climbs to where the translation stands now.
          percent: Math.floor((final * (index + 1)) / count),
          status: line.status,
          note: random.pick(NOTES),
          patch: null,
          version: index + 1,
          events: [],
        });
      });
      records.push({
        _id: id,
        novel: novel._id,
        lineKey: key,
        status: null,
        edition: '',
        stages,
        parts,
        version: count,
        lastUpdateId: updates.at(-1)!._id,
        lastUpdateAt: lastAt,
        createdAt: at[0]!,
        updatedAt: lastAt,
      });
    }
  }
  return { records, updates };
}

/** One part «Вся игра», or a prologue and two to five routes, each with a size half the time. */
function makeParts(
  random: Context['random'],
  stages: readonly TranslationStage[],
): TranslationPart[] {
  const names = random.chance(0.4)
    ? ['Вся игра']
    : ['Пролог', ...Array.from({ length: random.int(2, 5) }, (_, index) => `Рут ${index + 1}`)];
  const sized = random.chance(0.5);
  return names.map((name) => ({
    name,
    lines: sized ? random.int(400, 6_000) : null,
    stages: Object.fromEntries(stages.map((stage, index) => [stage, stageState(random, index)])),
  }));
}

/** Earlier stages are further along: the work goes through them in order. */
function stageState(random: Context['random'], index: number): StageState {
  const roll = random.next() + index * 0.25;
  if (roll < 0.5) return { state: 'done' };
  if (roll < 1.1)
    return { state: random.chance(0.1) ? 'paused' : 'inProgress', percent: random.int(5, 95) };
  return { state: 'notStarted' };
}
