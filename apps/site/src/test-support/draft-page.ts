import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeApi } from './fake-api';

/*
 * What the draft pages' tests read of a page (routes/novel-draft, routes/post-drafts): both pages
 * are built of the same parts (drafts/), so their stepper, their actions and the dialog that asks
 * a moderator for a reason are found the same way, and a decline through that dialog behaves the
 * same on both.
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

/**
 * Gives `typed` in the open reason `dialog` and presses its `button`, expecting what a moderator's
 * decline does on either draft page: nothing sent while the dialog is open, a box of at most 1000
 * characters, the dialog closed after, `reason` sent with the decline (one call to `statusCall`),
 * and «Востановить» offered.
 */
export async function declineWithReason(
  api: FakeApi,
  statusCall: string,
  dialog: HTMLElement,
  button: string,
  { typed, reason }: { typed: string; reason: string },
): Promise<void> {
  expect(api.callsTo(statusCall)).toHaveLength(0);
  expect(reasonBox()).toHaveAttribute('maxlength', '1000');
  await giveReason(dialog, button, typed);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'declined', reason });
  expect(await screen.findByRole('button', { name: 'Востановить' })).toBeEnabled();
}

/**
 * Gives `reason` in the open reason `dialog` and presses its `button` when the move will fail:
 * the failure is said and the dialog (`dialogName`) stays open with the words typed.
 */
export async function expectReasonKeptOnFailure(
  dialog: HTMLElement,
  dialogName: string,
  button: string,
  reason: string,
): Promise<void> {
  await giveReason(dialog, button, reason);
  expect(await screen.findByText('Не удалось изменить статус')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
  expect(reasonBox()).toHaveValue(reason);
}

/**
 * Presses the draft's action `button` where no reason is asked for (the draft is the viewer's
 * own): the decline goes at once, without words and without the dialog.
 */
export async function expectDeclinedAtOnce(
  api: FakeApi,
  statusCall: string,
  button: string,
): Promise<void> {
  await userEvent.click(within(draftActions()).getByRole('button', { name: button }));
  await waitFor(() => expect(api.callsTo(statusCall)).toHaveLength(1));
  expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'declined' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}
