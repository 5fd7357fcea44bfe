import { act, render, screen } from '@testing-library/react';
import { TIMINGS } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageClock } from './page-clock';
import { PageClockProvider, RelativeTime } from './RelativeTime';

const sent = new Date('2026-11-22T12:00:00Z');
const minute = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('writes a date relative to a fixed moment, as a <time> with the exact moment', () => {
    render(<RelativeTime value={sent} now={new Date(sent.getTime() + 5 * minute)} />);
    const time = screen.getByText('5 минут назад');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', sent.toISOString());
  });

  it('follows the page clock: «только что» becomes «1 минуту назад» while the page is open', () => {
    const clock = createPageClock({ now: sent.getTime(), timeZone: 'UTC' });
    render(
      <PageClockProvider clock={clock}>
        <RelativeTime value={sent} />
      </PageClockProvider>,
    );
    expect(screen.getByText('только что')).toBeInTheDocument();
    act(() => clock.set({ now: sent.getTime() + minute }));
    expect(screen.getByText('1 минуту назад')).toBeInTheDocument();
  });

  it('says «только что» for what was written a moment after the clock last moved', () => {
    const clock = createPageClock({ now: sent.getTime(), timeZone: 'UTC' });
    render(
      <PageClockProvider clock={clock}>
        <RelativeTime value={new Date(sent.getTime() + 10_000)} />
      </PageClockProvider>,
    );
    expect(screen.getByText('только что')).toBeInTheDocument();
  });

  it('renders only itself when the clock moves, not what holds it', () => {
    const clock = createPageClock({ now: sent.getTime(), timeZone: 'UTC' });
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <RelativeTime value={sent} />;
    }
    render(
      <PageClockProvider clock={clock}>
        <Page />
      </PageClockProvider>,
    );
    act(() => clock.set({ now: sent.getTime() + 3 * minute }));
    expect(screen.getByText('3 минуты назад')).toBeInTheDocument();
    expect(pageRenders).toBe(1);
  });

  it('draws its text otherwise when asked (a tooltip)', () => {
    render(
      <RelativeTime value={sent} now={new Date(sent.getTime() + 2 * minute)}>
        {(when) => <span title={`Изменено ${when}`}>изменено</span>}
      </RelativeTime>,
    );
    expect(screen.getByText('изменено')).toHaveAttribute('title', 'Изменено 2 минуты назад');
  });
});

describe('createPageClock', () => {
  it('moves on to the reader’s time every tick, and at once when the page is shown again', () => {
    vi.useFakeTimers({ now: sent });
    const clock = createPageClock({ now: sent.getTime(), timeZone: undefined });
    const stop = clock.start();
    vi.advanceTimersByTime(TIMINGS.pageClockTickMs);
    expect(clock.now()).toBe(sent.getTime() + TIMINGS.pageClockTickMs);
    vi.setSystemTime(sent.getTime() + 10 * minute);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(clock.now()).toBe(sent.getTime() + 10 * minute);
    stop();
    vi.advanceTimersByTime(5 * TIMINGS.pageClockTickMs);
    expect(clock.now()).toBe(sent.getTime() + 10 * minute);
  });

  it('keeps the served moment for hydration after it moves on', () => {
    const clock = createPageClock({ now: sent.getTime(), timeZone: 'Europe/Moscow' });
    clock.set({ now: sent.getTime() + minute, timeZone: undefined });
    expect(clock.served()).toEqual({ now: sent.getTime(), timeZone: 'Europe/Moscow' });
    expect(clock.timeZone()).toBeUndefined();
  });
});
