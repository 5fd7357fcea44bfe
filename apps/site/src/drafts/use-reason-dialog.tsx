import type { DraftAction } from '@vn/domain';
import { useState, type ReactNode } from 'react';
import { ReasonDialog } from './ReasonDialog';

/**
 * Whether a move asks for words to the draft's author first (docs/product §A4, ours): declining
 * someone else's draft. The author's own moves (an article draft's «Удалить») go as they did.
 */
export function asksForReason(action: DraftAction, viewerId: string, authorId: string): boolean {
  return action.to === 'declined' && viewerId !== authorId;
}

export interface ReasonDialogRequest {
  /** The dialog's question for the action. */
  titleOf: (action: DraftAction) => string;
  /** Makes the move with the reason ('' for none); true once the API has accepted it. */
  move: (action: DraftAction, reason: string) => Promise<boolean>;
}

/**
 * The reason dialog of a draft's buttons: `ask(action)` opens it, `dialog` is what to render. The
 * typed reason outlives a failed move and a cancel, and is cleared once a move succeeds.
 */
export function useReasonDialog({ titleOf, move }: ReasonDialogRequest): {
  ask: (action: DraftAction) => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<DraftAction | null>(null);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);

  const confirm = async (action: DraftAction) => {
    setPending(true);
    const moved = await move(action, reason.trim());
    setPending(false);
    if (!moved) return;
    setAsking(null);
    setReason('');
  };

  const dialog = asking ? (
    <ReasonDialog
      title={titleOf(asking)}
      confirmLabel={asking.label}
      reason={reason}
      onReasonChange={setReason}
      isPending={pending}
      onConfirm={() => void confirm(asking)}
      onCancel={() => setAsking(null)}
    />
  ) : null;
  return { ask: setAsking, dialog };
}
