import { isServerMessage } from '../api/errors';

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

/**
 * The toast for a failed status change (docs/product §4, §8): a server message beginning
 * "Has novel by url" means the url is taken; any other is the generic failure.
 */
export function draftStatusErrorMessage(serverMessage: string): string {
  return isServerMessage(serverMessage, 'hasNovelByUrl')
    ? draftMessages.urlTaken
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
