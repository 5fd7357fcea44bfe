import { actionsDeniedWhileBanned } from '../accounts/ban';
import type { PermissionAction } from '../accounts/permissions';

/**
 * What a sanction takes away (docs/product §A2.1, ours): what today's ban takes (`everything`), or
 * one kind of action. A scope binds actions by the names `can()` already uses (accounts/permissions.ts), so the
 * API and the site ask about the same action they already check; `can()` itself is unchanged.
 */
export const sanctionScopes = [
  'everything',
  'comments',
  'messages',
  'drafts',
  'uploads',
  'reports',
] as const;
export type SanctionScope = (typeof sanctionScopes)[number];

/** The scopes a moderator picks from, in Russian (ours). */
export const sanctionScopeLabels: Record<SanctionScope, string> = {
  everything: 'Бан (всё общение)',
  comments: 'Комментарии',
  messages: 'Личные сообщения',
  drafts: 'Черновики и правки',
  uploads: 'Загрузка изображений',
  reports: 'Жалобы',
};

/**
 * The actions of `can()` a sanction can bind: every action today's ban takes away and those the
 * narrower scopes take.
 */
export const sanctionedPermissionActions = [
  'comment',
  'reply',
  'editComment',
  'like',
  'sendMessage',
  'editMessage',
  'createDraft',
  'editDraft',
  'submitDraft',
  'editNovelDirectly',
  'updateTranslation',
  'report',
] as const satisfies readonly PermissionAction[];

/**
 * The action `can()` has no name for: an upload happens inside other calls (a comment's images, a
 * draft's poster, an avatar). It is named here for the scope that binds it.
 */
export const sanctionOnlyActions = ['uploadImage'] as const;

/** Every action a sanction can bind. */
export const sanctionedActions = [...sanctionedPermissionActions, ...sanctionOnlyActions] as const;
export type SanctionedAction = (typeof sanctionedActions)[number];

/** A scope other than `everything`: each binds a part of the actions. */
export type PartialSanctionScope = Exclude<SanctionScope, 'everything'>;

/**
 * The one scope (besides `everything`) that binds each action. A table, so a new action does not
 * compile until it is placed. A like is not writing: only `everything` takes it away, as the ban
 * does today.
 */
const scopeOfAction: Record<SanctionedAction, PartialSanctionScope | null> = {
  comment: 'comments',
  reply: 'comments',
  editComment: 'comments',
  like: null,
  sendMessage: 'messages',
  editMessage: 'messages',
  createDraft: 'drafts',
  editDraft: 'drafts',
  submitDraft: 'drafts',
  editNovelDirectly: 'drafts',
  updateTranslation: 'drafts',
  uploadImage: 'uploads',
  report: 'reports',
};

const sanctionedActionSet: ReadonlySet<string> = new Set(sanctionedActions);

/** Whether a string names an action a sanction can bind. */
export function isSanctionedAction(value: string): value is SanctionedAction {
  return sanctionedActionSet.has(value);
}

/**
 * What `everything` takes away: exactly what today's ban takes (`actionsDeniedWhileBanned`, and
 * translation updates, which `can()` also denies while banned), so the ban becomes this scope with
 * every existing call answering as before; and reports, which are new. A banned user keeps what
 * speaks to no one, drafts and uploads (an avatar) among it, as today; the `drafts` and `uploads`
 * scopes take those.
 */
const boundByEverything: ReadonlySet<SanctionedAction> = new Set<SanctionedAction>([
  ...actionsDeniedWhileBanned,
  'updateTranslation',
  'report',
]);

/** Whether a sanction of this scope takes the action away. */
export function scopeBinds(scope: SanctionScope, action: SanctionedAction): boolean {
  return scope === 'everything' ? boundByEverything.has(action) : scopeOfAction[action] === scope;
}

/** The actions a scope binds, in the order of `sanctionedActions`. */
export function actionsBoundBy(scope: SanctionScope): readonly SanctionedAction[] {
  return sanctionedActions.filter((action) => scopeBinds(scope, action));
}
