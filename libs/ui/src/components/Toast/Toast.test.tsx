import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import {
  createToastQueue,
  ToastQueueContext,
  ToastRegion,
  useToasts,
  type ToastQueue,
} from './Toast';

let queue: ToastQueue;

beforeEach(() => {
  queue = createToastQueue();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The timing tests run on fake timers; the user-event tests on real ones. */
function runOnFakeTimers() {
  vi.useFakeTimers();
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function add(kind: 'error' | 'success' | 'info', text: string, timeout?: number | null) {
  act(() => {
    queue.add({ kind, text }, timeout === undefined ? undefined : { timeout });
  });
}

describe('Toast', () => {
  it('shows a toast with its text in a region "Уведомления"', () => {
    render(<ToastRegion queue={queue} />);
    add('error', 'Не удалось загрузить новеллы');
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeInTheDocument();
    expect(
      screen.getByRole('alertdialog', { name: 'Не удалось загрузить новеллы' }),
    ).toBeInTheDocument();
  });

  it('shows at most 3 at once; the fourth waits its turn', () => {
    render(<ToastRegion queue={queue} />);
    for (const text of ['Первая', 'Вторая', 'Третья', 'Четвёртая']) add('info', text, null);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    act(() => queue.close(queue.visibleToasts[0]!.key));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    expect(screen.getByRole('alertdialog', { name: 'Первая' })).toBeInTheDocument();
  });

  it('hides an error toast after 3000 ms', () => {
    runOnFakeTimers();
    render(<ToastRegion queue={queue} />);
    add('error', 'Не удалось сохранить черновик');
    advance(2999);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('hides a success toast too', () => {
    runOnFakeTimers();
    render(<ToastRegion queue={queue} />);
    add('success', 'Черновик удален');
    advance(3000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a toast with timeout null', () => {
    runOnFakeTimers();
    render(<ToastRegion queue={queue} />);
    add('info', 'Нет изменений', null);
    advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Нет изменений' })).toBeInTheDocument();
  });

  it('closes with the "Закрыть уведомление" button', async () => {
    const user = userEvent.setup();
    render(<ToastRegion queue={queue} />);
    add('error', 'Ошибка сервера', null);
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('useToasts adds to the queue of the context', async () => {
    const user = userEvent.setup();
    function Save() {
      const toasts = useToasts();
      return <Button onPress={() => toasts.success('Пароль обновлен')}>Сохранить</Button>;
    }
    render(
      <ToastQueueContext.Provider value={queue}>
        <Save />
        <ToastRegion />
      </ToastQueueContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alertdialog', { name: 'Пароль обновлен' })).toHaveAttribute(
      'data-kind',
      'success',
    );
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<ToastRegion queue={queue} className="extra" />);
    add('info', 'Текст', null);
    const region = screen.getByRole('region');
    expect(region).toHaveClass('extra');
    expect(region.classList.length).toBeGreaterThan(1);
  });
});
