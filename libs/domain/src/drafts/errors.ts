import { isServerMessage } from '../api/errors';
import { sanctionRefusalPhrases } from '../moderation/holding';
import { WHOLE_APPLY_CONFLICT } from './review-texts';

/**
 * Draft texts of docs/product §8 (Drafts) and the draft pages of §2.2, exactly as written there.
 * "Проблема с загрузкой драфта"/"черновика" are two texts. docs/product notes that the source of
 * "Не удалось удалить черновик: {message}" carries a doubled word; the text here is docs/product's.
 */
export const draftMessages = {
  createFailed: 'Не удалось создать черновик новеллы',
  created: 'Черновик новеллы успешно создан',
  loadFailed: 'Не удалось загрузить черновик',
  loadFailedAlternative: 'Не получилось загрузить черновик',
  loadProblemDraft: 'Проблема с загрузкой драфта',
  loadProblem: 'Проблема с загрузкой черновика',
  saveFailed: 'Не удалось сохранить черновик',
  saveChangesFailed: 'Не удалось сохранить изменения',
  statusChangeFailed: 'Не удалось изменить статус',
  urlTaken: 'Новелла с таким url уже существует',
  deleted: 'Черновик удален',
  // §2.2 /drafts/{id}, /postDrafts/{id}
  creatingNovel: 'Добавление новеллы',
  showData: 'Показать данные',
  hideData: 'Скрыть данные',
  postDraftComments: 'Комментарии к черновику',
} as const;

/** Refusals of ours whose words say what to do, so the toast keeps them after §8's text. */
const explainedRefusals = [WHOLE_APPLY_CONFLICT, ...Object.values(sanctionRefusalPhrases)];

/**
 * The toast for a failed status change (docs/product §4, §8): a server message beginning
 * "Has novel by url" means the url is taken; a refusal of ours that says what to do (a conflict
 * only a review by field settles, docs/product §A4.3; a sanction, §A2.4) follows the generic
 * failure's words; any other is the generic failure.
 */
export function draftStatusErrorMessage(serverMessage: string): string {
  if (isServerMessage(serverMessage, 'hasNovelByUrl')) return draftMessages.urlTaken;
  return explainedRefusals.some((start) => serverMessage.startsWith(start))
    ? `${draftMessages.statusChangeFailed}: ${serverMessage}`
    : draftMessages.statusChangeFailed;
}

/** The toast for a failed delete, with the server's message (docs/product §8). */
export function draftDeleteErrorMessage(serverMessage: string): string {
  return `Не удалось удалить черновик: ${serverMessage}`;
}

/**
 * The heading of a novel draft page (docs/product §2.2 /drafts/{id}): "Обновление: {novel}" for a draft of
 * an existing project, "Добавление новеллы" for a new one.
 */
export function novelDraftHeading(novelName: string | null | undefined): string {
  return novelName ? `Обновление: ${novelName}` : draftMessages.creatingNovel;
}
