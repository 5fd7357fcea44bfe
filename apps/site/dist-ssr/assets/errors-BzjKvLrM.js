import { t as isServerMessage } from "./errors-G8twuXyL.js";
// libs/domain/src/drafts/errors.ts
/**
* Draft texts of SPEC.md §8 (Drafts) and the draft pages of §2.2, exactly as written there.
* "Проблема с загрузкой драфта"/"черновика" are two texts. SPEC.md notes that the source of
* "Не удалось удалить черновик: {message}" carries a doubled word; the text here is SPEC.md's.
*/
var draftMessages = {
	createFailed: "Не удалось создать черновик новеллы",
	created: "Черновик новеллы успешно создан",
	loadFailed: "Не удалось загрузить черновик",
	loadFailedAlternative: "Не получилось загрузить черновик",
	loadProblemDraft: "Проблема с загрузкой драфта",
	loadProblem: "Проблема с загрузкой черновика",
	saveFailed: "Не удалось сохранить черновик",
	saveChangesFailed: "Не удалось сохранить изменения",
	statusChangeFailed: "Не удалось изменить статус",
	urlTaken: "Новелла с таким url уже существует",
	deleted: "Черновик удален",
	creatingNovel: "Добавление новеллы",
	showData: "Показать данные",
	hideData: "Скрыть данные",
	postDraftComments: "Комментарии к черновику"
};
/**
* The toast for a failed status change (SPEC.md §4, §8): a server message beginning
* "Has novel by url" means the url is taken; any other is the generic failure.
*/
function draftStatusErrorMessage(serverMessage) {
	return isServerMessage(serverMessage, "hasNovelByUrl") ? draftMessages.urlTaken : draftMessages.statusChangeFailed;
}
/** The toast for a failed delete, with the server's message (SPEC.md §8). */
function draftDeleteErrorMessage(serverMessage) {
	return `Не удалось удалить черновик: ${serverMessage}`;
}
/**
* The heading of a novel draft page (SPEC.md §2.2 /drafts/{id}): "Обновление: {novel}" for a draft of
* an existing project, "Добавление новеллы" for a new one.
*/
function novelDraftHeading(novelName) {
	return novelName ? `Обновление: ${novelName}` : draftMessages.creatingNovel;
}
export { novelDraftHeading as i, draftMessages as n, draftStatusErrorMessage as r, draftDeleteErrorMessage as t };

//# sourceMappingURL=errors-BzjKvLrM.js.map