import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListStats } from './ListStats';

describe('ListStats', () => {
  it('shows every list with its count, zero when missing', () => {
    render(<ListStats counts={{ read: 12, reading: 3 }} />);
    expect(screen.getByText('Прочитано').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Читаю').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Брошено').nextElementSibling).toHaveTextContent('0');
    expect(screen.getAllByRole('term')).toHaveLength(6);
  });
});
