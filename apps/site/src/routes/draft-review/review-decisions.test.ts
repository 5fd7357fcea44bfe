import { fieldReviewMessages } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  adjustmentOf,
  choiceProblem,
  decisionsOf,
  initialChoices,
  typedValueOf,
} from './review-decisions';

describe('the review form’s choices (docs/product §A4.2)', () => {
  const fields = [
    { field: 'name', proposed: 'Лето!' },
    { field: 'alternativeNames', proposed: ['Summer', 'Natsu'] },
    { field: 'tags', proposed: [{ value: 'Романтика' }] },
  ] as const;

  it('offers typing only for text fields, one name a line for alternative names', () => {
    expect(adjustmentOf('name', 'Лето')).toBe('line');
    expect(adjustmentOf('alternativeNames', [])).toBe('lines');
    expect(adjustmentOf('description', 'markup')).toBe('text');
    expect(adjustmentOf('description', [{ type: 'paragraph' }])).toBeNull();
    expect(adjustmentOf('tags', [])).toBeNull();
    expect(typedValueOf('alternativeNames', ['Summer', 'Natsu'])).toBe('Summer\nNatsu');
  });

  it('starts with nothing chosen and says what is missing', () => {
    const values = initialChoices(fields);
    expect(choiceProblem(values.choices.name)).toBe('Выберите решение');
    expect(choiceProblem({ decision: 'reject', value: '', reason: null, text: '' })).toBe(
      'Выберите причину',
    );
    expect(choiceProblem({ decision: 'reject', value: '', reason: 'other', text: ' ' })).toBe(
      fieldReviewMessages.rejectionText,
    );
    expect(choiceProblem({ decision: 'reject', value: '', reason: 'wrong', text: '' })).toBeNull();
  });

  it('turns the choices into the body’s decisions, in the fields’ order', () => {
    const values = initialChoices(fields);
    values.choices.name = { decision: 'accept', value: 'Лето!', reason: null, text: '' };
    values.choices.alternativeNames = {
      decision: 'adjust',
      value: ' Summer \n\nНацу',
      reason: null,
      text: '',
    };
    values.choices.tags = { decision: 'reject', value: '', reason: 'duplicate', text: 'Есть' };
    expect(decisionsOf(fields, values)).toEqual([
      { field: 'name', decision: 'accept' },
      { field: 'alternativeNames', decision: 'adjust', value: ['Summer', 'Нацу'] },
      { field: 'tags', decision: 'reject', reason: 'duplicate', text: 'Есть' },
    ]);
  });
});
