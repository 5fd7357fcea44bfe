import { render, screen } from '@testing-library/react';
import { Bell } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from screen readers when it has no label', () => {
    const { container } = render(<Icon icon={Bell} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when it has one', () => {
    render(<Icon icon={Bell} label="Уведомления" size="lg" />);
    expect(screen.getByRole('img', { name: 'Уведомления' })).toBeInTheDocument();
  });
});
