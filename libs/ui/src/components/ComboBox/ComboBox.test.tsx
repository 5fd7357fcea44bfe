import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const users = [
  { id: 'u1', label: 'Анна' },
  { id: 'u2', label: 'Антон' },
];

describe('ComboBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('is a combobox named by its label', () => {
    render(<ComboBox label="Пользователь" onSearch={async () => []} />);
    expect(screen.getByRole('combobox', { name: 'Пользователь' })).toBeInTheDocument();
  });

  it('searches once typing pauses for 200 ms by default, with the whole text', async () => {
    const onSearch = vi.fn(async () => users);
    const user = setup();
    render(<ComboBox label="Пользователь" onSearch={onSearch} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('А');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await user.keyboard('н');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Ан');
  });

  it('shows "Загрузка..." while the search runs, then the results', async () => {
    let resolve: (found: typeof users) => void = () => {};
    const onSearch = vi.fn(() => new Promise<typeof users>((done) => (resolve = done)));
    const user = setup();
    render(<ComboBox label="Пользователь" onSearch={onSearch} debounceMs={50} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('Ан');
    expect(screen.getByRole('listbox')).toHaveTextContent('Загрузка...');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await act(async () => resolve(users));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Анна', 'Антон']);
  });

  it('shows "Ничего не найдено" when the search finds nothing', async () => {
    const user = setup();
    render(<ComboBox label="Пользователь" onSearch={async () => []} debounceMs={50} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('Яя');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('listbox')).toHaveTextContent('Ничего не найдено');
  });

  it('ignores the results of an older search', async () => {
    const resolvers: ((found: typeof users) => void)[] = [];
    const onSearch = vi.fn(() => new Promise<typeof users>((done) => resolvers.push(done)));
    const user = setup();
    render(<ComboBox label="Пользователь" onSearch={onSearch} debounceMs={50} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('А');
    await act(() => vi.advanceTimersByTimeAsync(50));
    await user.keyboard('н');
    await act(() => vi.advanceTimersByTimeAsync(50));
    await act(async () => resolvers[0]?.([{ id: 'u3', label: 'Алексей' }]));
    expect(screen.getByRole('listbox')).toHaveTextContent('Загрузка...');
    await act(async () => resolvers[1]?.(users));
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('chooses a result and reports its id', async () => {
    const onChange = vi.fn();
    const user = setup();
    render(
      <ComboBox
        label="Пользователь"
        onSearch={async () => users}
        onChange={onChange}
        debounceMs={10}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('Ан');
    await act(() => vi.advanceTimersByTimeAsync(10));
    await user.click(screen.getByRole('option', { name: 'Антон' }));
    expect(onChange).toHaveBeenCalledWith('u2');
    expect(screen.getByRole('combobox')).toHaveValue('Антон');
  });

  it('keeps the choice: the label written into the input is not a new search', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn(async () => users);
    const user = setup();
    render(
      <ComboBox label="Пользователь" onSearch={onSearch} onChange={onChange} debounceMs={10} />,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('Ан');
    await act(() => vi.advanceTimersByTimeAsync(10));
    await user.click(screen.getByRole('option', { name: 'Антон' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(onChange.mock.lastCall).toEqual(['u2']);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox')).toHaveValue('Антон');
  });

  it('with clearAfterChoice, reports a choice by keyboard, empties itself and keeps the focus', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn(async () => users);
    const user = setup();
    render(
      <ComboBox
        label="Пользователь"
        onSearch={onSearch}
        onChange={onChange}
        debounceMs={10}
        clearAfterChoice
      />,
    );
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('Ан');
    await act(() => vi.advanceTimersByTimeAsync(10));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('u1');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    // Ready for the next: a new search, and the same one can be chosen again.
    await user.keyboard('Ан');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('option', { name: 'Анна' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith('u1');
    expect(input).toHaveValue('');
  });

  it('shows its description and error', () => {
    render(
      <ComboBox
        label="Пользователь"
        onSearch={async () => []}
        description="Имя или e-mail"
        isInvalid
        errorMessage="Пользователь не найден"
      />,
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'Имя или e-mail Пользователь не найден',
    );
  });
});
