import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarInitials, avatarTone } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, named by the user', () => {
    const { container } = render(<Avatar name="Славя" src="/avatar.png" />);
    expect(screen.getByRole('img', { name: 'Славя' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/avatar.png');
  });

  it('shows the initials when there is no picture', () => {
    render(<Avatar name="Семён Персунов" />);
    expect(screen.getByRole('img', { name: 'Семён Персунов' })).toHaveTextContent('СП');
  });

  it('falls back to the initials when the picture fails to load', () => {
    const { container } = render(<Avatar name="Алиса Двачевская" src="/missing.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Алиса Двачевская' })).toHaveTextContent('АД');
  });

  it('takes initials from at most two words', () => {
    expect(avatarInitials('Окабэ Ринтаро Хоуин')).toBe('ОР');
    expect(avatarInitials('  славя ')).toBe('С');
  });

  it('gives the same name the same colour', () => {
    expect(avatarTone('Славя')).toBe(avatarTone('Славя'));
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<Avatar name="Лена" className="extra" />);
    const element = screen.getByRole('img');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
