import type { DraftStatus, NovelDraftType, PostDraftType } from './status';

/**
 * A draft's status in a word, for the status chip of /drafts (docs/product §2.2). docs/product names the
 * statuses only in English and the stepper's steps ("Создание", "Предпросмотр", "Ревью",
 * "Публикация", "Удалено"), which say where a draft is on its way rather than what it is; the
 * words here are ours, with §4's wording: waitApprove "awaits review", approved "accepted".
 */
export const draftStatusLabels = {
  created: 'Создан',
  waitApprove: 'Ждёт ревью',
  approved: 'Принят',
  applied: 'Применён',
  declined: 'Удалён',
} as const satisfies Record<DraftStatus, string>;

/**
 * What a draft proposes, for the rows of /drafts: "Добавление новеллы" is docs/product's (§2.2
 * /drafts/{id}); the others are ours, in its words ("Обновление"), and the article draft page's.
 */
export const draftTypeLabels = {
  createNovel: 'Добавление новеллы',
  updateNovel: 'Обновление новеллы',
  editing: 'Обновление новеллы',
  create: 'Новая статья',
  update: 'Изменение статьи',
} as const satisfies Record<NovelDraftType | PostDraftType, string>;

/** The label of a draft type as the list call answers it (a plain string there); unknown: itself. */
export function draftTypeLabel(type: string): string {
  return Object.hasOwn(draftTypeLabels, type)
    ? draftTypeLabels[type as keyof typeof draftTypeLabels]
    : type;
}
