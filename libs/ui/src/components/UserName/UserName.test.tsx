import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserName } from './UserName';

describe('UserName', () => {
  it('is plain text without href', () => {
    render(<UserName name="Славя" />);
    expect(screen.getByText('Славя')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is a link to the profile with href, reached with Tab', async () => {
    render(<UserName name="Славя" href="/user/slavya" />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Славя' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/user/slavya');
  });

  it('shows the moderator chip for staff', () => {
    render(<UserName name="Ольга Дмитриевна" isStaff />);
    expect(screen.getByText('Модератор')).toBeInTheDocument();
  });

  it('shows no chip for an ordinary user', () => {
    render(<UserName name="Лена" />);
    expect(screen.queryByText('Модератор')).not.toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    const { container } = render(<UserName name="Лена" className="extra" />);
    const root = container.firstElementChild;
    expect(root).toHaveClass('extra');
    expect(root?.classList.length).toBeGreaterThan(1);
  });
});
