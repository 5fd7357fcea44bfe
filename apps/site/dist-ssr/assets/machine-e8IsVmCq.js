import { o as can } from "./session-BGqqomvP.js";
// libs/domain/src/drafts/machine.ts
var applyNovelLabel = {
	createNovel: "Добавить",
	updateNovel: "Применить изменения",
	editing: "Применить изменения"
};
var novelEdit = {
	action: "edit",
	to: null,
	label: "Редактировать",
	requires: "editDraft"
};
var novelDelete = {
	action: "delete",
	to: null,
	label: "Удалить",
	requires: "deleteDraft",
	confirm: true
};
var novelApply = {
	action: "apply",
	to: "applied",
	label: applyNovelLabel,
	requires: "applyNovelDraft"
};
var novelHold = {
	action: "hold",
	to: "waitApprove",
	label: "Wait",
	requires: "holdDraft"
};
var novelDecline = {
	action: "decline",
	to: "declined",
	label: "Отклонить",
	requires: "declineDraft"
};
/** The novel draft machine (SPEC.md §4 Novel draft), rows in button order. */
var novelDraftMachine = [
	{
		from: "created",
		...novelEdit
	},
	{
		from: "created",
		action: "submit",
		to: "waitApprove",
		label: "Отправить на ревью",
		requires: "submitDraft",
		unlessAllowed: "applyNovelDraft"
	},
	{
		from: "created",
		...novelApply
	},
	{
		from: "created",
		...novelHold
	},
	{
		from: "created",
		...novelDelete
	},
	{
		from: "waitApprove",
		...novelEdit
	},
	{
		from: "waitApprove",
		action: "withdraw",
		to: "created",
		label: "Вернуть с ревью",
		requires: "withdrawDraft"
	},
	{
		from: "waitApprove",
		action: "approve",
		to: "approved",
		label: "Одобрить",
		requires: "approveNovelDraft"
	},
	{
		from: "waitApprove",
		...novelApply
	},
	{
		from: "waitApprove",
		...novelDecline
	},
	{
		from: "waitApprove",
		...novelDelete
	},
	{
		from: "approved",
		...novelEdit
	},
	{
		from: "approved",
		...novelApply
	},
	{
		from: "approved",
		...novelHold
	},
	{
		from: "approved",
		...novelDecline
	},
	{
		from: "approved",
		...novelDelete
	},
	{
		from: "declined",
		action: "restore",
		to: "created",
		label: "Востановить",
		requires: "restoreDraft"
	},
	{
		from: "declined",
		...novelDelete
	}
];
var postEdit = {
	action: "edit",
	to: null,
	label: "Редактировать",
	requires: "editDraft"
};
var postDecline = {
	action: "decline",
	to: "declined",
	label: "Удалить",
	requires: "declineDraft"
};
/**
* The post draft machine (SPEC.md §4 Post draft actions: "visible to the owner; moderator where
* stated"). Declining is not confirmed: "Востановить" undoes it, unlike deleting a novel draft.
* After "Опубликовать" the site opens /posts/{countId}.
*/
var postDraftMachine = [
	{
		from: "created",
		...postEdit
	},
	{
		from: "created",
		action: "submit",
		to: "waitApprove",
		label: "Отправить на ревью",
		requires: "submitDraft"
	},
	{
		from: "created",
		...postDecline
	},
	{
		from: "waitApprove",
		...postEdit
	},
	{
		from: "waitApprove",
		action: "approve",
		to: "approved",
		label: "Принять",
		requires: "approvePostDraft"
	},
	{
		from: "waitApprove",
		...postDecline
	},
	{
		from: "approved",
		...postEdit
	},
	{
		from: "approved",
		action: "apply",
		to: "applied",
		label: "Опубликовать",
		requires: "applyPostDraft"
	},
	{
		from: "approved",
		...postDecline
	},
	{
		from: "declined",
		action: "restore",
		to: "created",
		label: "Востановить",
		requires: "restoreDraft"
	}
];
/** The delete confirmation, naming the draft by its title, or by its id when it has none (SPEC.md §4). */
function deleteDraftConfirmation(draft) {
	return {
		title: `Вы действительно хотете удалить черновик "${draft.title?.trim() ? draft.title : draft.id}"?`,
		text: "Его будет нельзя восстановить."
	};
}
/**
* The buttons the actor sees on the draft, in order (SPEC.md §4): the rows of the draft's machine that
* start at its status and whose right the actor has. Someone who may not view the draft gets none.
*/
function draftActions({ draft, actor }) {
	if (!canViewDraft(actor, draft)) return [];
	return draft.kind === "novel" ? actionsFrom({
		rows: novelDraftMachine,
		type: draft.type,
		draft,
		actor
	}) : actionsFrom({
		rows: postDraftMachine,
		type: draft.type,
		draft,
		actor
	});
}
function actionsFrom({ rows, type, draft, actor }) {
	const allowed = (action) => can({
		actor,
		action,
		subject: draft
	});
	return rows.filter((row) => row.from === draft.status).filter((row) => allowed(row.requires)).filter((row) => row.unlessAllowed === void 0 || !allowed(row.unlessAllowed)).map((row) => ({
		action: row.action,
		label: typeof row.label === "string" ? row.label : row.label[type],
		to: row.to,
		confirmation: row.confirm ? deleteDraftConfirmation(draft) : null
	}));
}
/**
* Who sees a draft (SPEC.md §4 Novel draft: "visible only to its creator, the novel's owner or a
* moderator"; post drafts: their creator or a moderator).
*/
function canViewDraft(actor, draft) {
	return can({
		actor,
		action: "viewDraft",
		subject: draft
	});
}
export { draftActions as n, canViewDraft as t };

//# sourceMappingURL=machine-e8IsVmCq.js.map