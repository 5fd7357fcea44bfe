import { describe, expect, it } from 'vitest';
import { draftStatuses } from './status';
import { draftStepIcons, draftStepper } from './stepper';

const view = (status: Parameters<typeof draftStepper>[0]) =>
  draftStepper(status).map((step) => `${step.label}:${step.state}`);

describe('draftStepper (docs/product §4)', () => {
  it.each([
    [
      'created',
      ['Создание:current', 'Предпросмотр:upcoming', 'Ревью:upcoming', 'Публикация:upcoming'],
    ],
    [
      'waitApprove',
      ['Создание:done', 'Предпросмотр:current', 'Ревью:upcoming', 'Публикация:upcoming'],
    ],
    ['approved', ['Создание:done', 'Предпросмотр:done', 'Ревью:current', 'Публикация:upcoming']],
    ['applied', ['Создание:done', 'Предпросмотр:done', 'Ревью:done', 'Публикация:done']],
    ['declined', ['Создание:done', 'Удалено:error']],
  ] as const)('%s', (status, expected) => {
    expect(view(status)).toEqual(expected);
  });

  it('maps the icons of docs/product to lucide names', () => {
    expect(draftStepIcons).toEqual({
      created: 'pencil',
      waitApprove: 'hourglass',
      approved: 'check',
      applied: 'circle-check',
      declined: 'circle-x',
    });
  });

  it('gives every step the icon of its status', () => {
    for (const status of draftStatuses) {
      for (const step of draftStepper(status)) expect(step.icon).toBe(draftStepIcons[step.status]);
    }
  });

  it('has at most one current step and an error step only when declined', () => {
    for (const status of draftStatuses) {
      const states = draftStepper(status).map((step) => step.state);
      expect(states.filter((state) => state === 'current').length).toBeLessThanOrEqual(1);
      expect(states.includes('error')).toBe(status === 'declined');
    }
  });

  it('throws on a status outside the list rather than guess', () => {
    expect(() => draftStepper('deleted' as never)).toThrow('Unhandled case: "deleted"');
  });
});
