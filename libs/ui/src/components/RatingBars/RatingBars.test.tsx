import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingBars } from './RatingBars';

describe('RatingBars', () => {
  const histogram = [1, 0, 0, 0, 2, 0, 5, 10, 4, 0];

  it('reads as a named list of ten rows, 10 first, each one sentence', () => {
    render(<RatingBars histogram={histogram} label="Оценки читателей" />);
    const list = screen.getByRole('list', { name: 'Оценки читателей' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('10: 0 оценок');
    expect(rows[2]).toHaveTextContent('8: 10 оценок');
    expect(rows[9]).toHaveTextContent('1: 1 оценка');
  });

  it('draws each bar as its share of the largest', () => {
    const { container } = render(<RatingBars histogram={histogram} label="Оценки" />);
    const widths = [
      ...container.querySelectorAll<HTMLElement>('li > span:nth-child(3) > span'),
    ].map((bar) => bar.style.inlineSize);
    expect(widths).toEqual(['0%', '40%', '100%', '50%', '0%', '20%', '0%', '0%', '0%', '10%']);
  });
});
