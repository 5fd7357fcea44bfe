import { describe, expect, it } from 'vitest';
import { flexColumn, flexRow } from './flex';

describe('flexRow and flexColumn', () => {
  it('write display alone when nothing more is asked', () => {
    expect(flexRow()).toEqual({ display: 'flex' });
    expect(flexColumn()).toEqual({ display: 'flex', flexDirection: 'column' });
  });

  it('write each option asked for as its property, and no other', () => {
    expect(flexRow({ wrap: true, align: 'center', justify: 'space-between', gap: '8px' })).toEqual({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '8px',
    });
    expect(flexColumn({ inline: true, gap: 0 })).toEqual({
      display: 'inline-flex',
      flexDirection: 'column',
      gap: 0,
    });
    expect(flexRow({ wrap: false })).toEqual({ display: 'flex' });
  });
});
