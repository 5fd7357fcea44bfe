import { assertNever } from '../assert-never';
import type { DraftStatus } from './status';

/**
 * The status stepper on draft pages (docs/product §4): Создание (created), Предпросмотр (waitApprove),
 * Ревью (approved), Публикация (applied); a declined draft shows the error step "Удалено".
 */
export const draftStepLabels = {
  created: 'Создание',
  waitApprove: 'Предпросмотр',
  approved: 'Ревью',
  applied: 'Публикация',
  declined: 'Удалено',
} as const satisfies Record<DraftStatus, string>;

/**
 * Step icons as lucide icon names. docs/product §4 names them after another icon set; the lucide
 * equivalents: edit → 'pencil' (lucide's "edit" is a deprecated alias of a different pencil),
 * hourglass → 'hourglass', check → 'check', check-circle → 'circle-check' (lucide's current name),
 * cancel → 'circle-x' (lucide has no "cancel"; the crossed circle is the usual cancel mark).
 */
export const draftStepIcons = {
  created: 'pencil',
  waitApprove: 'hourglass',
  approved: 'check',
  applied: 'circle-check',
  declined: 'circle-x',
} as const satisfies Record<DraftStatus, string>;
export type DraftStepIcon = (typeof draftStepIcons)[DraftStatus];

/** How a step is drawn: passed, where the draft is, still ahead, or the declined error step (docs/product §4). */
export type DraftStepState = 'done' | 'current' | 'upcoming' | 'error';

/** One step of the stepper (docs/product §4). */
export interface DraftStep {
  status: DraftStatus;
  label: string;
  icon: DraftStepIcon;
  state: DraftStepState;
}

/** The four steps of the way to publication, in order (docs/product §4). */
export const draftProgressSteps = ['created', 'waitApprove', 'approved', 'applied'] as const;

function step(status: DraftStatus, state: DraftStepState): DraftStep {
  return { status, label: draftStepLabels[status], icon: draftStepIcons[status], state };
}

function progressUpTo(current: (typeof draftProgressSteps)[number]): DraftStep[] {
  const position = draftProgressSteps.indexOf(current);
  return draftProgressSteps.map((status, index) =>
    step(status, index < position ? 'done' : index === position ? 'current' : 'upcoming'),
  );
}

/**
 * The stepper for a draft status (docs/product §4). Our reading where docs/product is silent:
 * - applied is the end of the way, so every step, Публикация included, is done (nothing is current);
 * - a declined draft does not say where it was declined, so it shows Создание done and then the
 *   error step "Удалено" in place of the rest of the way.
 */
export function draftStepper(status: DraftStatus): DraftStep[] {
  switch (status) {
    case 'created':
    case 'waitApprove':
    case 'approved':
      return progressUpTo(status);
    case 'applied':
      return draftProgressSteps.map((each) => step(each, 'done'));
    case 'declined':
      return [step('created', 'done'), step('declined', 'error')];
    default:
      return assertNever(status);
  }
}
