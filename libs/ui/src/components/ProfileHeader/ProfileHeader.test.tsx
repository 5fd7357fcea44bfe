import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import {
  backgroundImageVar,
  backgroundOpacityVar,
  backgroundPositionVar,
  backgroundShiftVar,
  backgroundSizeVar,
} from './ProfileHeader.css';
import { ProfileHeader } from './ProfileHeader';

const now = new Date('2026-06-01T12:00:00Z');

/** The value a vanilla-extract variable (`var(--x)`) has in an element's inline style. */
const inlineVar = (element: HTMLElement, variable: string) =>
  element.style.getPropertyValue(variable.replace(/^var\((.+)\)$/, '$1'));

describe('ProfileHeader (docs/product §2.4)', () => {
  it('names the page with the username as its level-1 heading', () => {
    render(<ProfileHeader name="Славя" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Славя' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Славя' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Славя' })).toBeInTheDocument();
  });

  it('draws the background with its opacity, size and position', () => {
    render(
      <ProfileHeader
        name="Славя"

        background={{
          url: 'https://example.org/bg.png',
          opacity: 0.8,
          size: 'contain',
          position: 'top left',
        }}
      />,
    );
    const header = screen.getByRole('region', { name: 'Славя' });
    expect(inlineVar(header, backgroundImageVar)).toBe('url("https://example.org/bg.png")');
    expect(inlineVar(header, backgroundOpacityVar)).toBe('0.8');
    expect(inlineVar(header, backgroundSizeVar)).toBe('contain');
    expect(inlineVar(header, backgroundPositionVar)).toBe('top left');
  });

  it('takes opacity 0.5, size cover and position center when the background leaves them out', () => {
    render(<ProfileHeader name="Славя" background={{ url: '/bg.png' }} />);
    const header = screen.getByRole('region', { name: 'Славя' });
    expect(inlineVar(header, backgroundOpacityVar)).toBe('0.5');
    expect(inlineVar(header, backgroundSizeVar)).toBe('cover');
    expect(inlineVar(header, backgroundPositionVar)).toBe('center');
  });

  it('moves the picture down by the parallax shift it is given, and not without one', () => {
    const { rerender } = render(<ProfileHeader name="Славя" background={{ url: '/bg.png' }} />);
    const header = screen.getByRole('region', { name: 'Славя' });
    expect(inlineVar(header, backgroundShiftVar)).toBe('0px');
    rerender(
      <ProfileHeader
        name="Славя"

        background={{ url: '/bg.png' }}
        backgroundShift={120}
      />,
    );
    expect(inlineVar(header, backgroundShiftVar)).toBe('120px');
  });

  it('escapes quotes and line breaks in the background address (cssUrl of @vn/domain)', () => {
    render(<ProfileHeader name="Славя" background={{ url: '/a"b\n.png' }} />);
    const header = screen.getByRole('region', { name: 'Славя' });
    expect(inlineVar(header, backgroundImageVar)).toBe('url("/a\\22 b\\a .png")');
  });

  it('sets no background without one', () => {
    render(<ProfileHeader name="Славя" />);
    const header = screen.getByRole('region', { name: 'Славя' });
    expect(inlineVar(header, backgroundImageVar)).toBe('');
  });

  it('shows the moderator chip for staff only', () => {
    const { rerender } = render(<ProfileHeader name="Ольга Дмитриевна" isStaff />);
    expect(screen.getByText('Модератор')).toBeInTheDocument();
    rerender(<ProfileHeader name="Ольга Дмитриевна" />);
    expect(screen.queryByText('Модератор')).not.toBeInTheDocument();
  });

  it('shows "до {date}" while the ban is active, and nothing once it is over', () => {
    const ban = { expiredAt: '2026-06-08T12:00:00Z', reason: 'Спам' };
    const { rerender } = render(<ProfileHeader name="Алиса" ban={ban} now={now} timeZone="UTC" />);
    expect(screen.getByText('до 08.06.2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Алиса' })).toHaveTextContent(
      'Забанен до 08.06.2026',
    );
    rerender(
      <ProfileHeader
        name="Алиса"

        ban={ban}
        now={new Date('2026-06-09T00:00:00Z')}
        timeZone="UTC"
      />,
    );
    expect(screen.queryByText(/^до /)).not.toBeInTheDocument();
  });

  it('shows the description line', () => {
    render(<ProfileHeader name="Славя" description="Читаю всё про лето" />);
    expect(screen.getByText('Читаю всё про лето')).toBeInTheDocument();
  });

  it('renders the actions the app passes', () => {
    render(
      <ProfileHeader
        name="Славя"

        actions={
          <>
            <Button>Написать</Button>
            <Button variant="danger">Забанить</Button>
          </>
        }
      />,
    );
    expect(screen.getByRole('button', { name: 'Написать' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Забанить' })).toBeInTheDocument();
  });
});
