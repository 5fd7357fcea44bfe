import {
  draftActions,
  draftStatusErrorMessage,
  type DraftAction,
  type DraftStatus,
  type PostDraftView,
  type User,
  postDraftSummary,
} from '@vn/domain';
import { Button, Link, useToasts } from '@vn/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actorOf } from '../../session/session';
import { changePostDraftStatus } from '../../drafts/use-post-draft';
import { useDraftActionConfirm } from '../../drafts/use-draft-action-confirm';
import { asksForReason, useReasonDialog } from '../../drafts/use-reason-dialog';
import * as draftStyles from '../../drafts/DraftPage.css';

export interface PostDraftActionsProps {
  draft: PostDraftView;
  viewer: User;
  /** The draft as the status change answered it. */
  onChanged: (draft: PostDraftView) => void;
}

const variantOf = (action: DraftAction) =>
  action.to === 'declined' ? 'danger' : action.action === 'restore' ? 'secondary' : 'primary';

/**
 * The draft's buttons for this viewer (docs/product §4 Post draft actions, from the domain's machine):
 * edit opens /postDrafts/{id}/edit; the others move the status (PUT /api/postDrafts/{id}/status), and
 * "Опубликовать" then opens the published article at /posts/{countId}. A failure says
 * "Не удалось изменить статус" (§8 Drafts). Ours (docs/product §A4): a moderator who deletes
 * (declines) someone else's draft may give a reason for its author first.
 */
export function PostDraftActions({ draft, viewer, onChanged }: PostDraftActionsProps) {
  const toasts = useToasts();
  const confirmAction = useDraftActionConfirm();
  const navigate = useNavigate();
  const [pending, setPending] = useState<DraftStatus | null>(null);
  const actions = draftActions({
    draft: postDraftSummary(draft),
    actor: actorOf(viewer),
    now: new Date(),
  });

  /** Moves the draft; true once the API has accepted the move. */
  const moveNow = async (to: DraftStatus, reason = ''): Promise<boolean> => {
    setPending(to);
    try {
      const answer = await changePostDraftStatus(draft._id, to, reason || undefined);
      onChanged(answer.draft);
      if (to === 'applied' && answer.countId !== null) void navigate(`/posts/${answer.countId}`);
      return true;
    } catch (error) {
      toasts.error(draftStatusErrorMessage(error instanceof Error ? error.message : ''));
      return false;
    } finally {
      setPending(null);
    }
  };

  const reasonDialog = useReasonDialog({
    titleOf: (action) => `${action.label} черновик «${draft.title.trim() || draft._id}»?`,
    move: (action, reason) => (action.to ? moveNow(action.to, reason) : Promise.resolve(false)),
  });
  if (actions.length === 0) return null;

  const move = async (action: DraftAction, to: DraftStatus) => {
    if (asksForReason(action, viewer._id, draft.createdBy._id)) {
      reasonDialog.ask(action);
      return;
    }
    if (!(await confirmAction(action))) return;
    await moveNow(to);
  };

  return (
    <div className={draftStyles.actions} role="group" aria-label="Действия с черновиком">
      {actions.map((action) => {
        const to = action.to;
        if (to === null) {
          // Edit (the only post draft action that keeps the status) opens the editor.
          return (
            <Link key={action.action} href={`/postDrafts/${draft._id}/edit`} variant="standalone">
              <Pencil aria-hidden size="1em" /> {action.label}
            </Link>
          );
        }
        return (
          <Button
            key={action.action}
            variant={variantOf(action)}
            isPending={pending === to}
            isDisabled={pending !== null && pending !== to}
            onPress={() => void move(action, to)}
          >
            {action.label}
          </Button>
        );
      })}
      {reasonDialog.dialog}
    </div>
  );
}
