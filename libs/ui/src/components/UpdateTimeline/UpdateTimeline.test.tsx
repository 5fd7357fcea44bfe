import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateTimeline, type UpdateTimelineItem } from './UpdateTimeline';

const now = new Date('2026-11-29T12:00:00Z');
const updates: UpdateTimelineItem[] = [
  {
    id: 'a',
    at: '2026-09-01T10:00:00Z',
    author: { name: 'Алиса' },
    percent: 20,
    note: 'Переведён пролог.',
  },
  {
    id: 'c',
    at: '2026-11-28T12:00:00Z',
    author: { name: 'Лена', href: '/users/lena' },
    percent: 45,
    note: 'Вычитан рут Алисы.',
    patch: { version: '0.9', href: 'https://example.com/patch-0.9', isOutdated: false },
  },
  {
    id: 'b',
    at: '2026-10-15T10:00:00Z',
    author: { name: 'Алиса' },
    percent: 31,
    patch: { version: '0.5', href: 'https://example.com/patch-0.5', isOutdated: true },
  },
];

const items = () =>
  within(screen.getByRole('list', { name: 'История обновлений' })).getAllByRole('listitem');

describe('UpdateTimeline (docs/product §A1.3)', () => {
  it('lists the updates newest first, whatever order they come in', () => {
    render(<UpdateTimeline updates={updates} now={now} timeZone="UTC" />);
    expect(items().map((item) => within(item).getByText(/^Готово:/).textContent)).toEqual([
      'Готово: 45\u00a0%',
      'Готово: 31\u00a0%',
      'Готово: 20\u00a0%',
    ]);
  });

  it('reads each update in order: when, who, the percent after it, the note', () => {
    render(<UpdateTimeline updates={updates} now={now} timeZone="UTC" />);
    const newest = items()[0]!;
    expect(newest).toHaveTextContent(/^1 день назад Лена\s*Готово: 45 %\s*Вычитан рут Алисы\./);
    expect(within(newest).getByText('1 день назад').tagName).toBe('TIME');
    expect(within(newest).getByRole('link', { name: 'Лена' })).toHaveAttribute(
      'href',
      '/users/lena',
    );
    expect(items()[2]).toHaveTextContent(/^01\.09\.2026 Алиса/);
  });

  it('links the patch released with an update by its version', () => {
    render(<UpdateTimeline updates={updates} now={now} timeZone="UTC" />);
    expect(within(items()[0]!).getByRole('link', { name: 'Патч 0.9' })).toHaveAttribute(
      'href',
      'https://example.com/patch-0.9',
    );
    expect(items()[2]).not.toHaveTextContent('Патч');
  });

  it('marks a patch for an older edition «устаревшая редакция», and only that one', () => {
    render(<UpdateTimeline updates={updates} now={now} timeZone="UTC" />);
    expect(within(items()[1]!).getByText('устаревшая редакция')).toBeInTheDocument();
    expect(screen.getAllByText('устаревшая редакция')).toHaveLength(1);
  });

  it('names a patch without a link as text', () => {
    render(
      <UpdateTimeline
        updates={[{ ...updates[0]!, patch: { version: '1.0' } }]}
        now={now}
        timeZone="UTC"
      />,
    );
    expect(screen.getByText('Патч 1.0')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says there are no updates yet instead of an empty list', () => {
    render(<UpdateTimeline updates={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Обновлений пока нет')).toBeInTheDocument();
  });

  it('takes another name and keeps a className given by the caller beside its own', () => {
    render(<UpdateTimeline updates={updates} aria-label="Обновления перевода" className="extra" />);
    const element = screen.getByRole('list', { name: 'Обновления перевода' });
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
