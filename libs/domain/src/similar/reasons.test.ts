import { describe, expect, it } from 'vitest';
import { similarReasonLines } from './reasons';

describe('why a title is similar, in words (docs/product §A6)', () => {
  it('says each signal that brought it, recommendations first', () => {
    expect(
      similarReasonLines({
        sharedTags: [{ value: 'Петля времени' }, { value: 'Школа' }],
        highBoth: 3,
        listedBoth: 21,
        recommendations: { count: 2, text: 'та же атмосфера' },
      }),
    ).toEqual([
      'рекомендуют читатели: «та же атмосфера»',
      'читатели, высоко оценившие оба: 3',
      'общие теги: Петля времени, Школа',
      'вместе в списках у 21 читателя',
    ]);
  });

  it('says nothing of a signal that did not count', () => {
    expect(
      similarReasonLines({
        sharedTags: [],
        highBoth: 0,
        listedBoth: 2,
        recommendations: { count: 0, text: null },
      }),
    ).toEqual(['вместе в списках у 2 читателей']);
  });
});
