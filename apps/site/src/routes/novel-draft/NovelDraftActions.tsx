import {
  draftActions,
  draftDeleteErrorMessage,
  draftMessages,
  draftStatusErrorMessage,
  type DraftAction,
  type DraftActionName,
  type DraftStatus,
  type ProjectSection,
  type User,
  mayReviewFields,
  novelDraftSummary,
} from '@vn/domain';
import { Button, Link, useToasts } from '@vn/ui';
import { ListChecks, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../api/client';
import { actorOf } from '../../session/session';
import { projectHref } from '../../project/project-facts';
import { changeNovelDraftStatus, type NovelDraftPageData } from './use-novel-draft';
import { deleteNovelDraft } from '../../drafts/delete-novel-draft';
import { useDraftActionConfirm } from '../../drafts/use-draft-action-confirm';
import { asksForReason, useReasonDialog } from '../../drafts/use-reason-dialog';
import * as draftStyles from '../../drafts/DraftPage.css';

export interface NovelDraftActionsProps {
  draft: NovelDraftPageData;
  viewer: User;
  /** The section of the project the draft proposes: where the site goes after applying it. */
  section: ProjectSection;
  /** The draft's new status, once the API has accepted it. */
  onMoved: (status: DraftStatus) => void;
}

const variantOf = (action: DraftAction) =>
  action.action === 'delete' || action.action === 'decline'
    ? 'danger'
    : action.action === 'restore' || action.action === 'withdraw' || action.action === 'hold'
      ? 'secondary'
      : 'primary';

/** The link to the field-by-field review (docs/product §A4.2, ours). */
export const REVIEW_FIELDS_LABEL = 'Проверить по полям';

/**
 * The draft's buttons for this viewer (docs/product §4 Novel draft, from the domain's machine): edit opens
 * /edit/draft/{id}; delete asks first, then says "Черновик удален" and goes to /drafts; the others
 * move the status (PUT /api/drafts/{id}/status), and applying ("Добавить", "Применить изменения")
 * then opens the project at /novels/{url} or /games/{url}. Failures are toasts (§8): "Не удалось
 * изменить статус", "Новелла с таким url уже существует", "Не удалось удалить черновик: {message}".
 * Ours (docs/product §A4): a reviewer who declines someone else's draft may give a reason for its
 * author, and whoever may apply an edit may review it field by field at /drafts/{id}/review.
 */
export function NovelDraftActions({ draft, viewer, section, onMoved }: NovelDraftActionsProps) {
  const toasts = useToasts();
  const confirmAction = useDraftActionConfirm();
  const navigate = useNavigate();
  const [pending, setPending] = useState<DraftActionName | null>(null);
  const request = { draft: novelDraftSummary(draft), actor: actorOf(viewer), now: new Date() };
  const actions = draftActions(request);
  const mayReview = mayReviewFields(request);

  /** Moves the draft; true once the API has accepted the move. */
  const move = async (action: DraftAction, to: DraftStatus, reason = ''): Promise<boolean> => {
    setPending(action.action);
    try {
      const answer = await changeNovelDraftStatus(draft._id, to, reason || undefined);
      if (to === 'applied' && answer.url) {
        void navigate(projectHref({ section, url: answer.url }));
        return true;
      }
      onMoved(answer.status);
    } catch (error) {
      toasts.error(draftStatusErrorMessage(messageOf(error)));
      setPending(null);
      return false;
    }
    setPending(null);
    return true;
  };

  const reasonDialog = useReasonDialog({
    titleOf: (action) => `${action.label} черновик «${draft.title || draft._id}»?`,
    move: (action, reason) =>
      action.to ? move(action, action.to, reason) : Promise.resolve(false),
  });
  if (actions.length === 0) return null;

  const remove = async (action: DraftAction) => {
    if (!(await confirmAction(action))) return;
    setPending('delete');
    try {
      await deleteNovelDraft(draft._id);
      toasts.success(draftMessages.deleted);
      void navigate('/drafts');
    } catch (error) {
      toasts.error(draftDeleteErrorMessage(messageOf(error)));
      setPending(null);
    }
  };

  return (
    <div className={draftStyles.actions} role="group" aria-label="Действия с черновиком">
      {actions.map((action) => {
        if (action.action === 'edit') {
          return (
            <Link key={action.action} href={`/edit/draft/${draft._id}`} variant="standalone">
              <Pencil aria-hidden size="1em" /> {action.label}
            </Link>
          );
        }
        const to = action.to;
        const run = () => {
          if (to === null) void remove(action);
          else if (asksForReason(action, viewer._id, draft.createdBy._id)) reasonDialog.ask(action);
          else void move(action, to);
        };
        return (
          <Button
            key={action.action}
            variant={variantOf(action)}
            isPending={pending === action.action}
            isDisabled={pending !== null && pending !== action.action}
            onPress={run}
          >
            {action.label}
          </Button>
        );
      })}
      {mayReview && (
        <Link href={`/drafts/${draft._id}/review`} variant="standalone">
          <ListChecks aria-hidden size="1em" /> {REVIEW_FIELDS_LABEL}
        </Link>
      )}
      {reasonDialog.dialog}
    </div>
  );
}
