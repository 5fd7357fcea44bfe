import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary } from './RatingSummary';
import { fewVotes, noRatings } from './RatingSummary.fixtures';

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('RatingSummary (docs/product §9)', () => {
  it('shows the mix rating, the site rating with its votes and the external rating /10', () => {
    render(
      <RatingSummary
        mixRating={8.44}
        siteRating={7.96}
        average={8.1}
        ratedUsers={25}
        externalRating={89.7}
      />,
    );
    expect(valueOf('Рейтинг')).toBe('8.4');
    expect(valueOf('Сайт')).toBe('8.0 (25 оценок)');
    expect(valueOf('VNDB')).toBe('9.0');
  });

  it('shows the average separately only while fewer than 10 readers rated', () => {
    const { rerender } = render(<RatingSummary {...fewVotes} />);
    expect(valueOf('Среднее')).toBe('9.3');
    expect(valueOf('Сайт')).toBe('7.2 (3 оценки)');
    rerender(<RatingSummary {...fewVotes} ratedUsers={10} />);
    expect(screen.queryByText('Среднее')).toBeNull();
  });

  it('shows a dash for missing ratings', () => {
    render(<RatingSummary {...noRatings} />);
    expect(valueOf('Рейтинг')).toBe('—');
    expect(valueOf('VNDB')).toBe('—');
  });
});
