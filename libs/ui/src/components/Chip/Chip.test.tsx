import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BanChip, Chip, ModeratorChip } from './Chip';

describe('Chip', () => {
  it('shows its text', () => {
    render(<Chip>Романтика</Chip>);
    expect(screen.getByText('Романтика')).toBeInTheDocument();
  });

  it('gives each variant its own class', () => {
    render(
      <>
        <Chip variant="neutral">a</Chip>
        <Chip variant="danger">b</Chip>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });

  it('ModeratorChip says "Модератор"', () => {
    render(<ModeratorChip />);
    expect(screen.getByText('Модератор')).toBeInTheDocument();
  });

  it('BanChip shows "до DD.MM.YYYY"', () => {
    render(<BanChip expiredAt="2026-12-31T12:00:00Z" timeZone="Europe/Moscow" />);
    expect(screen.getByText('до 31.12.2026')).toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<Chip className="extra">Тег</Chip>);
    const element = screen.getByText('Тег');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
