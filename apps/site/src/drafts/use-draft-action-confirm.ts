import type { DraftAction } from '@vn/domain';
import { useConfirm } from '../app/confirm';

/**
 * Asks the question the draft machine gives an action (docs/product §4: deleting, declining), as a
 * destructive confirmation. True when the action has none or the reader agreed.
 */
export function useDraftActionConfirm(): (action: DraftAction) => Promise<boolean> {
  const confirm = useConfirm();
  return async (action) => {
    if (!action.confirmation) return true;
    const { title, text } = action.confirmation;
    return confirm({ title, message: text, variant: 'destructive' });
  };
}
