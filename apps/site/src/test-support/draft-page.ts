import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/*
 * What the draft pages' tests read of a page (routes/novel-draft, routes/post-drafts): both pages
 * are built of the same parts (drafts/), so their stepper, their actions and the dialog that asks
 * a moderator for a reason are found the same way.
 */

/** The step of the draft's status that the stepper marks as the current one. */
export const currentStep = () =>
  within(screen.getByRole('list', { name: 'Статус черновика' })).getByRole('listitem', {
    current: 'step',
  });

/** The group of the draft's action buttons. */
export const draftActions = () => screen.getByRole('group', { name: 'Действия с черновиком' });

/** The reason dialog's box, where a moderator writes to the author. */
export const reasonBox = () => screen.getByRole('textbox', { name: 'Причина для автора' });

/** Presses the draft's action `button` and waits for the reason dialog it opens. */
export async function openReasonDialog(button: string, dialogName: string): Promise<HTMLElement> {
  await userEvent.click(within(draftActions()).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialogName });
}

/** Writes `reason` (when there is one) in the open reason dialog and presses its `button`. */
export async function giveReason(dialog: HTMLElement, button: string, reason = ''): Promise<void> {
  if (reason) await userEvent.type(reasonBox(), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}
