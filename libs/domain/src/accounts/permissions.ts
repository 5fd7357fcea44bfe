import { isDraftSummary, type DraftSummary } from '../drafts/status';
import { assertNever } from '../assert-never';
import { personSanctionRefusal } from '../moderation/person';
import type { SanctionTerms } from '../moderation/sanction';
import type { UserBan } from './ban';
import { isStaffMember, isUserRole, type UserRole } from './roles';

/**
 * Who may do what (docs/product §6), as one function `can` over one list of actions. The API guards its
 * routes with it and the site hides what it returns false for, so the two agree by construction.
 *
 * The kinds of actor (docs/product §6):
 * - anonymous: `actor` is null;
 * - signed-in user: role `staff` (docs/product's name for the ordinary user);
 * - banned user: a signed-in user whose ban is active (see `actionsDeniedWhileBanned`), and, ours
 *   (docs/product §A2), a user under a sanction, which takes away the actions of its scope;
 * - author: the actor's id equals the item's author id (docs/product §6 "same id");
 * - novel owner: the novel's id is in the actor's `ownedNovelIds` (docs/product §3 `owner.novels`);
 * - moderator, and administrator, who counts as moderator-level (`isStaffMember`) and alone may
 *   remove users.
 */

/** The signed-in user as the rules see them (docs/product §3 User: id, role, banned, owner.novels). */
export interface Actor {
  id: string;
  role: UserRole;
  ban?: UserBan | null;
  /** Ours (docs/product §A2): the user's sanctions, any; those in force take their scope's actions. */
  sanctions?: readonly SanctionTerms[];
  ownedNovelIds: readonly string[];
}

/** What anyone may do, signed in or not (docs/product §6 Anonymous: browse, view, login, register, restore). */
export const publicActions = ['browse', 'signIn', 'register', 'restorePassword'] as const;

/**
 * Every action `can` knows (docs/product §6, with the screens of §2 that show or hide them). Anything else
 * is denied.
 */
export const permissionActions = [
  ...publicActions,
  // A signed-in user's own space (§2.1 menu entries, §2.2 routes, §3 settings).
  'viewFavourites',
  'viewDraftList',
  'viewMessages',
  'viewOwnProfile',
  'viewNotifications',
  'viewRestrictedLinks',
  'configureMainPage',
  'editProfile',
  'editSettings',
  // Community (§4 Comments, §2.5 Messages, §2.2 /posts).
  'comment',
  'reply',
  'like',
  'editComment',
  'deleteComment',
  // Ours: deleting a comment with everything under it (otherwise one with replies stays, as
  // «Комментарий удален»).
  'forceDeleteComment',
  'rate',
  'addToList',
  'sendMessage',
  'editMessage',
  'deleteMessage',
  'manageContacts',
  'editPost',
  'deletePost',
  // Drafts (§4 Novel draft, Post draft actions).
  'createDraft',
  // Ours: the draft list of everyone, not only one's own and those on one's projects.
  'viewAllDrafts',
  'viewDraft',
  'editDraft',
  'deleteDraft',
  'submitDraft',
  'withdrawDraft',
  'restoreDraft',
  'holdDraft',
  'declineDraft',
  'approveNovelDraft',
  'applyNovelDraft',
  'approvePostDraft',
  'applyPostDraft',
  // Projects (§2.3).
  'editNovelDirectly',
  'addOwner',
  'removeOwner',
  'deleteNovel',
  'importJson',
  // Moderation (§6 Moderator).
  'seeStaffMenus',
  'manageVocabulary',
  'manageTranslators',
  // Ours (docs/product §A1.7): a translator group's members update its translations.
  'updateTranslation',
  'viewUserList',
  'viewLog',
  // Ours (docs/product §A3): reporting something to moderators, and reading the reports.
  'report',
  'viewReports',
  'changeRole',
  'ban',
  'unban',
  // §6 Administrator only.
  'removeUser',
] as const;
export type PermissionAction = (typeof permissionActions)[number];

/** An item with an author: a comment, a message, a post (docs/product §6 "Author of an item (same id)"). */
export interface AuthoredSubject {
  authorId: string;
}
/** The user whose profile or settings are edited. */
export interface UserSubject {
  userId: string;
}
/**
 * The user a moderator bans or unbans. Their role matters: the administrator role is out of a
 * moderator's reach, or a moderator could silence the people who appointed them.
 */
export interface AccountSubject {
  role: UserRole;
}
/**
 * A role change: the user's role now and the one given. Only an administrator grants or takes away
 * the administrator role; otherwise a moderator could make themselves administrator and so reach
 * `removeUser`, which docs/product §6 keeps to administrators.
 */
export interface RoleChangeSubject {
  role: UserRole;
  newRole: UserRole;
}
/** The project being edited. */
export interface NovelSubject {
  novelId: string;
}
/** A translation: the members of the groups it is by (docs/product §A1.7). */
export interface TranslationSubject {
  memberIds: readonly string[];
}

interface SubjectByAction {
  editComment: AuthoredSubject;
  deleteComment: AuthoredSubject;
  editMessage: AuthoredSubject;
  deleteMessage: AuthoredSubject;
  editPost: AuthoredSubject;
  editProfile: UserSubject;
  editSettings: UserSubject;
  viewDraft: DraftSummary;
  editDraft: DraftSummary;
  deleteDraft: DraftSummary;
  submitDraft: DraftSummary;
  withdrawDraft: DraftSummary;
  restoreDraft: DraftSummary;
  holdDraft: DraftSummary;
  declineDraft: DraftSummary;
  approveNovelDraft: DraftSummary;
  applyNovelDraft: DraftSummary;
  approvePostDraft: DraftSummary;
  applyPostDraft: DraftSummary;
  editNovelDirectly: NovelSubject;
  updateTranslation: TranslationSubject;
  changeRole: RoleChangeSubject;
  ban: AccountSubject;
  unban: AccountSubject;
}
/** The actions that are about one item, and so need a subject. */
export type SubjectAction = keyof SubjectByAction;
/** The subject an action is about; `undefined` for the actions that are about no item. */
export type PermissionSubject<A extends PermissionAction> = A extends SubjectAction
  ? SubjectByAction[A]
  : undefined;

/** One question to `can`: may this actor do this action (to this subject) now? (docs/product §6) */
export interface CanRequest<A extends PermissionAction = PermissionAction> {
  /** The signed-in user, or null for anonymous. */
  actor: Actor | null;
  action: A;
  /** The item the action is about; an action that needs one is denied without it. */
  subject?: PermissionSubject<A>;
  /**
   * The current time, for bans and sanctions. Without it a recorded ban (or a sanction neither lifted
   * nor a warning) counts as active: the rule cannot tell whether it has run out, and denying is the
   * safe side.
   */
  now?: Date;
}

const permissionActionSet: ReadonlySet<string> = new Set(permissionActions);

/** Whether a string is one of the actions `can` knows. */
export function isPermissionAction(value: string): value is PermissionAction {
  return permissionActionSet.has(value);
}

/**
 * Whether the actor may do the action (to the subject) — docs/product §6 row by row. Denies by default:
 * an unknown action, a missing or malformed subject, an anonymous actor for anything but
 * `publicActions`.
 *
 * For drafts, `can` answers who may; which status an action starts from is the draft machine's
 * business (drafts/machine.ts). The only statuses `can` itself looks at are the ones docs/product ties to
 * rights: nothing is done to an applied draft, and a declined one cannot be edited (§2.2
 * /edit/draft/{id}).
 */
export function can<A extends PermissionAction>(request: CanRequest<A>): boolean {
  const { actor, action, subject, now } = request;
  if (typeof action !== 'string' || !isPermissionAction(action)) return false;
  return decide({ actor, action, subject, now });
}

interface Decision {
  actor: Actor | null;
  action: PermissionAction;
  subject: unknown;
  now: Date | undefined;
}

function decide({ actor, action, subject, now }: Decision): boolean {
  if (actor === null) return isPublicAction(action);
  // The ban and the sanctions, one rule (moderation/person.ts): what one binds is denied whoever asks.
  if (personSanctionRefusal(actor, action, now) !== null) return false;
  const moderatorLevel = isStaffMember(actor.role);
  switch (action) {
    case 'browse':
      return true;
    case 'signIn':
    case 'register':
    case 'restorePassword':
      // §2.2: signed-in users are sent away from /login, /registration and /restore.
      return false;
    case 'viewFavourites':
    case 'viewDraftList':
    case 'viewMessages':
    case 'viewOwnProfile':
    case 'viewNotifications':
    case 'viewRestrictedLinks':
    case 'configureMainPage':
    case 'rate':
    case 'addToList':
    case 'manageContacts':
    case 'createDraft':
    case 'report':
      return true;
    case 'comment':
    case 'reply':
    case 'like':
    case 'sendMessage':
      return true;
    case 'editComment':
      return isAuthor(actor, subject) || (moderatorLevel && hasAuthor(subject));
    case 'deleteComment':
    case 'editPost':
      return isAuthor(actor, subject) || (moderatorLevel && hasAuthor(subject));
    case 'editMessage':
      // Messages are private: §6 gives moderators comments and posts, not other people's messages.
      return isAuthor(actor, subject);
    case 'deleteMessage':
      return isAuthor(actor, subject);
    case 'editProfile':
      return isProfileOwner(actor, subject) || (moderatorLevel && hasUserId(subject));
    case 'editSettings':
      return isProfileOwner(actor, subject);
    case 'viewDraft':
    case 'editDraft':
    case 'deleteDraft':
    case 'submitDraft':
    case 'withdrawDraft':
    case 'restoreDraft':
    case 'holdDraft':
    case 'declineDraft':
    case 'approveNovelDraft':
    case 'applyNovelDraft':
    case 'approvePostDraft':
    case 'applyPostDraft':
      return draftRight({ actor, action, subject });
    case 'editNovelDirectly':
      // §6 Novel owner: "may apply edits directly".
      return (
        hasNovelId(subject) && (moderatorLevel || actor.ownedNovelIds.includes(subject.novelId))
      );
    // Ours: §6 gives the deletion of any post to moderators, and the signed-in user's list has their
    // own comments but no posts; an article went out through a moderator's review, so taking it away
    // for good is a moderator's act too (its author edits it through an update draft).
    case 'deletePost':
    case 'forceDeleteComment':
    case 'viewAllDrafts':
    case 'addOwner':
    case 'removeOwner':
    case 'deleteNovel':
    case 'importJson':
    case 'seeStaffMenus':
    case 'manageVocabulary':
    case 'manageTranslators':
    case 'viewUserList':
    case 'viewLog':
    case 'viewReports':
      return moderatorLevel;
    case 'updateTranslation':
      // Staff keep the catalogue right when a group cannot (a member gone, a group without any).
      return hasMemberIds(subject) && (moderatorLevel || subject.memberIds.includes(actor.id));
    case 'changeRole':
      return (
        moderatorLevel &&
        isRoleChange(subject) &&
        (actor.role === 'admin' || (subject.role !== 'admin' && subject.newRole !== 'admin'))
      );
    case 'ban':
    case 'unban':
      return (
        moderatorLevel && hasRole(subject) && (actor.role === 'admin' || subject.role !== 'admin')
      );
    case 'removeUser':
      return actor.role === 'admin';
    default:
      return assertNever(action);
  }
}

type DraftAction = Extract<
  PermissionAction,
  | 'viewDraft'
  | 'editDraft'
  | 'deleteDraft'
  | 'submitDraft'
  | 'withdrawDraft'
  | 'restoreDraft'
  | 'holdDraft'
  | 'declineDraft'
  | 'approveNovelDraft'
  | 'applyNovelDraft'
  | 'approvePostDraft'
  | 'applyPostDraft'
>;

/** docs/product §4 Novel draft and Post draft actions, §6 drafts rows. */
function draftRight({
  actor,
  action,
  subject,
}: {
  actor: Actor;
  action: DraftAction;
  subject: unknown;
}): boolean {
  if (!isDraftSummary(subject)) return false;
  const draft = subject;
  const moderatorLevel = isStaffMember(actor.role);
  const creatorOrModerator = draft.createdById === actor.id || moderatorLevel;
  const open = draft.status !== 'applied';
  switch (action) {
    case 'viewDraft':
      // §4: "visible only to its creator, the novel's owner or a moderator".
      return creatorOrModerator || ownsDraftNovel(actor, draft);
    case 'editDraft':
      // §2.2: /edit/draft/{id} sends applied and declined drafts back to the draft page.
      return creatorOrModerator && draft.status !== 'applied' && draft.status !== 'declined';
    case 'deleteDraft':
      // §4: "The draft creator sees a delete icon unless the draft is applied". Post drafts have no
      // DELETE call (§7); they are removed by declining them.
      return draft.kind === 'novel' && creatorOrModerator && open;
    case 'submitDraft':
    case 'withdrawDraft':
    case 'restoreDraft':
      return creatorOrModerator && open;
    case 'holdDraft':
      // §4: the moderator's extra hold, "Отложить" (novel drafts only).
      return draft.kind === 'novel' && moderatorLevel && open;
    case 'declineDraft':
      // Novel drafts: docs/product names no one, so only moderators decline them. Post drafts: §4 shows
      // "-> declined" to the owner (it is how an article draft is deleted), and moderators may act
      // on anyone's content (§6).
      return open && (draft.kind === 'novel' ? moderatorLevel : creatorOrModerator);
    case 'approveNovelDraft':
    case 'applyNovelDraft':
      // §4 "Apply right: create-type only moderator; update-type novel owner or moderator";
      // approve is "novel owner or moderator" (§4, §6 Novel owner).
      return (
        draft.kind === 'novel' &&
        open &&
        (moderatorLevel || (draft.type !== 'createNovel' && ownsDraftNovel(actor, draft)))
      );
    case 'approvePostDraft':
      // §4 "moderator -> approved ("Принять")", §6 Moderator "approve post drafts".
      return draft.kind === 'post' && moderatorLevel && open;
    case 'applyPostDraft':
      // §4: "approved -> applied ("Опубликовать")" is shown to the owner; moderators as for any content.
      return draft.kind === 'post' && creatorOrModerator && open;
    default:
      return assertNever(action);
  }
}

function isPublicAction(action: PermissionAction): boolean {
  return (publicActions as readonly string[]).includes(action);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasAuthor(subject: unknown): subject is AuthoredSubject {
  return isRecord(subject) && typeof subject['authorId'] === 'string';
}

function isAuthor(actor: Actor, subject: unknown): boolean {
  return hasAuthor(subject) && subject.authorId === actor.id;
}

function hasMemberIds(subject: unknown): subject is TranslationSubject {
  return (
    isRecord(subject) &&
    Array.isArray(subject['memberIds']) &&
    subject['memberIds'].every((id) => typeof id === 'string')
  );
}

function hasUserId(subject: unknown): subject is UserSubject {
  return isRecord(subject) && typeof subject['userId'] === 'string';
}

function isProfileOwner(actor: Actor, subject: unknown): boolean {
  return hasUserId(subject) && subject.userId === actor.id;
}

function hasRole(subject: unknown): subject is AccountSubject {
  return isRecord(subject) && isUserRole(subject['role']);
}

function isRoleChange(subject: unknown): subject is RoleChangeSubject {
  return isRecord(subject) && isUserRole(subject['role']) && isUserRole(subject['newRole']);
}

function hasNovelId(subject: unknown): subject is NovelSubject {
  return isRecord(subject) && typeof subject['novelId'] === 'string';
}

function ownsDraftNovel(actor: Actor, draft: DraftSummary): boolean {
  return draft.kind === 'novel' && !!draft.novelId && actor.ownedNovelIds.includes(draft.novelId);
}
