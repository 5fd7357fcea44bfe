import { personSanctionRefusal, withoutSanctions } from '../moderation/person';
import { can, type Actor, type PermissionAction } from '../accounts/permissions';
import type { DraftStatus, DraftSummary, NovelDraftType, PostDraftType } from './status';

/**
 * The draft status machines as data (docs/product §4 Novel draft, Post draft actions). One row is one
 * button: the status it is shown in, the status it leads to (null when the status does not change:
 * edit opens the editor, delete removes the draft), its label, and the right it needs (a `can`
 * action). `unlessAllowed` hides a row from whoever has that other right.
 *
 * Labels from docs/product: "Отправить на ревью", "Вернуть с ревью", "Добавить", "Применить изменения",
 * "Принять", "Опубликовать", "Востановить" (the product's spelling). Ours where docs/product names an
 * action without a label, or only in English: "Редактировать" (the word §2.2 uses for editing a
 * post), "Удалить", "Одобрить" (novel approve), "Отклонить" (novel decline), "Отложить" (the
 * moderator's hold, docs/product's "Wait": the draft is put aside to wait for review, "Ждёт ревью"),
 * and "Удалить" for post draft → declined, because for an article draft declining is deleting: there
 * is no DELETE call for post drafts (§7) and the stepper calls the declined step "Удалено" (§4).
 *
 * Where we go beyond docs/product's list, on purpose:
 * - novel drafts: docs/product never says who declines one; moderators may, from waitApprove and approved
 *   (a review outcome). "declined -> created" is shown as "Востановить", as for post drafts.
 * - novel drafts: edit is also offered in approved, since /edit/draft/{id} only turns away applied and
 *   declined drafts (§2.2); delete is offered in every status but applied ("The draft creator sees a
 *   delete icon unless the draft is applied").
 * - applied is terminal: no row starts there.
 */
export const draftActionNames = [
  'edit',
  'submit',
  'withdraw',
  'approve',
  'apply',
  'hold',
  'decline',
  'restore',
  'delete',
] as const;
export type DraftActionName = (typeof draftActionNames)[number];

/** One row of a draft machine: one button in one status (docs/product §4). */
export interface DraftMachineRow<Type extends string> {
  action: DraftActionName;
  from: DraftStatus;
  /** The status after the action; null when the action does not change the status. */
  to: DraftStatus | null;
  /** One label, or one per draft type. */
  label: string | Readonly<Record<Type, string>>;
  /** The `can` action the actor needs. */
  requires: PermissionAction;
  /** Hidden from an actor who has this right (docs/product §4: send to review "when the user lacks apply right"). */
  unlessAllowed?: PermissionAction;
  /** Asks "Вы действительно хотете удалить черновик…" first. */
  confirm?: true;
}

const applyNovelLabel = {
  createNovel: 'Добавить',
  updateNovel: 'Применить изменения',
  editing: 'Применить изменения',
} as const satisfies Record<NovelDraftType, string>;

const novelEdit = {
  action: 'edit',
  to: null,
  label: 'Редактировать',
  requires: 'editDraft',
} as const;
const novelDelete = {
  action: 'delete',
  to: null,
  label: 'Удалить',
  requires: 'deleteDraft',
  confirm: true,
} as const;
const novelApply = {
  action: 'apply',
  to: 'applied',
  label: applyNovelLabel,
  requires: 'applyNovelDraft',
} as const;
const novelHold = {
  action: 'hold',
  to: 'waitApprove',
  label: 'Отложить',
  requires: 'holdDraft',
} as const;
const novelDecline = {
  action: 'decline',
  to: 'declined',
  label: 'Отклонить',
  requires: 'declineDraft',
} as const;

/** The novel draft machine (docs/product §4 Novel draft), rows in button order. */
export const novelDraftMachine: readonly DraftMachineRow<NovelDraftType>[] = [
  { from: 'created', ...novelEdit },
  {
    from: 'created',
    action: 'submit',
    to: 'waitApprove',
    label: 'Отправить на ревью',
    requires: 'submitDraft',
    unlessAllowed: 'applyNovelDraft',
  },
  { from: 'created', ...novelApply },
  { from: 'created', ...novelHold },
  { from: 'created', ...novelDelete },
  { from: 'waitApprove', ...novelEdit },
  {
    from: 'waitApprove',
    action: 'withdraw',
    to: 'created',
    label: 'Вернуть с ревью',
    requires: 'withdrawDraft',
  },
  {
    from: 'waitApprove',
    action: 'approve',
    to: 'approved',
    label: 'Одобрить',
    requires: 'approveNovelDraft',
  },
  { from: 'waitApprove', ...novelApply },
  { from: 'waitApprove', ...novelDecline },
  { from: 'waitApprove', ...novelDelete },
  { from: 'approved', ...novelEdit },
  { from: 'approved', ...novelApply },
  { from: 'approved', ...novelHold },
  { from: 'approved', ...novelDecline },
  { from: 'approved', ...novelDelete },
  {
    from: 'declined',
    action: 'restore',
    to: 'created',
    label: 'Востановить',
    requires: 'restoreDraft',
  },
  { from: 'declined', ...novelDelete },
];

const postEdit = {
  action: 'edit',
  to: null,
  label: 'Редактировать',
  requires: 'editDraft',
} as const;
const postDecline = {
  action: 'decline',
  to: 'declined',
  label: 'Удалить',
  requires: 'declineDraft',
} as const;

/**
 * The post draft machine (docs/product §4 Post draft actions: "visible to the owner; moderator where
 * stated"). Declining is not confirmed: "Востановить" undoes it, unlike deleting a novel draft.
 * After "Опубликовать" the site opens /posts/{countId}.
 */
export const postDraftMachine: readonly DraftMachineRow<PostDraftType>[] = [
  { from: 'created', ...postEdit },
  {
    from: 'created',
    action: 'submit',
    to: 'waitApprove',
    label: 'Отправить на ревью',
    requires: 'submitDraft',
  },
  { from: 'created', ...postDecline },
  { from: 'waitApprove', ...postEdit },
  {
    from: 'waitApprove',
    action: 'approve',
    to: 'approved',
    label: 'Принять',
    requires: 'approvePostDraft',
  },
  { from: 'waitApprove', ...postDecline },
  { from: 'approved', ...postEdit },
  {
    from: 'approved',
    action: 'apply',
    to: 'applied',
    label: 'Опубликовать',
    requires: 'applyPostDraft',
  },
  { from: 'approved', ...postDecline },
  {
    from: 'declined',
    action: 'restore',
    to: 'created',
    label: 'Востановить',
    requires: 'restoreDraft',
  },
];

/** The confirmation before a draft is deleted (docs/product §4; "хотете" is the product's spelling). */
export interface DraftActionConfirmation {
  title: string;
  text: string;
}

/** The delete confirmation, naming the draft by its title, or by its id when it has none (docs/product §4). */
export function deleteDraftConfirmation(draft: DraftSummary): DraftActionConfirmation {
  const name = draft.title?.trim() ? draft.title : draft.id;
  return {
    title: `Вы действительно хотете удалить черновик "${name}"?`,
    text: 'Его будет нельзя восстановить.',
  };
}

/** One button on a draft page. */
export interface DraftAction {
  action: DraftActionName;
  label: string;
  /** The status after the action; null for edit and delete. */
  to: DraftStatus | null;
  /** Asked before the action runs; null when it runs at once. */
  confirmation: DraftActionConfirmation | null;
}

/**
 * The buttons the actor sees on the draft, in order (docs/product §4): the rows of the draft's machine that
 * start at its status and whose right the actor has. Someone who may not view the draft gets none.
 */
export function draftActions({
  draft,
  actor,
  now,
}: {
  draft: DraftSummary;
  actor: Actor | null;
  /** The moment the rights are judged at: a sanction on drafts binds while it holds. */
  now: Date;
}): DraftAction[] {
  if (!canViewDraft(actor, draft)) return [];
  return draft.kind === 'novel'
    ? actionsFrom({ rows: novelDraftMachine, type: draft.type, draft, actor, now })
    : actionsFrom({ rows: postDraftMachine, type: draft.type, draft, actor, now });
}

function actionsFrom<Type extends string>({
  rows,
  type,
  draft,
  actor,
  now,
}: {
  rows: readonly DraftMachineRow<Type>[];
  type: Type;
  draft: DraftSummary;
  actor: Actor | null;
  now: Date;
}): DraftAction[] {
  const allowed = (action: PermissionAction) => can({ actor, action, subject: draft, now });
  return rows
    .filter((row) => row.from === draft.status)
    .filter((row) => allowed(row.requires))
    .filter((row) => row.unlessAllowed === undefined || !allowed(row.unlessAllowed))
    .map((row) => ({
      action: row.action,
      label: typeof row.label === 'string' ? row.label : row.label[type],
      to: row.to,
      confirmation: row.confirm ? deleteDraftConfirmation(draft) : null,
    }));
}

/**
 * Whether the actor may move the draft to the status — the check behind PUT
 * /api/drafts/{id}/status and /api/postDrafts/{id}/status (docs/product §7): one of the actor's buttons
 * leads there.
 */
export function isDraftStatusChangeAllowed({
  draft,
  actor,
  to,
  now,
}: {
  draft: DraftSummary;
  actor: Actor | null;
  to: DraftStatus;
  now: Date;
}): boolean {
  return draftActions({ draft, actor, now }).some((action) => action.to === to);
}

/**
 * Why a move of the draft is refused, for the API's 403: null when one of the actor's buttons leads
 * there; the text of the sanction that takes it away when the move would be theirs without it
 * (docs/product §A2.4: only the `drafts` scope binds moving a draft, so its text is the same for
 * every move); otherwise `forbidden`, for the caller's own wording.
 */
export function draftStatusChangeRefusal(request: {
  draft: DraftSummary;
  actor: Actor | null;
  to: DraftStatus;
  now: Date;
}): { sanction: string } | 'forbidden' | null {
  if (isDraftStatusChangeAllowed(request)) return null;
  const { actor, now } = request;
  if (actor && isDraftStatusChangeAllowed({ ...request, actor: withoutSanctions(actor) })) {
    const refusal = personSanctionRefusal(actor, 'submitDraft', now);
    if (refusal) return { sanction: refusal.message };
  }
  return 'forbidden';
}

/**
 * Who sees a draft (docs/product §4 Novel draft: "visible only to its creator, the novel's owner or a
 * moderator"; post drafts: their creator or a moderator).
 */
export function canViewDraft(actor: Actor | null, draft: DraftSummary): boolean {
  return can({ actor, action: 'viewDraft', subject: draft });
}
