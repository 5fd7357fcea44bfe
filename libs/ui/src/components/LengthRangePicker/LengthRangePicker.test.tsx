import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LengthRangePicker } from './LengthRangePicker';

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('LengthRangePicker', () => {
  it('is a group named "Длина" of five toggle buttons with the Russian labels', () => {
    render(<LengthRangePicker />);
    expect(screen.getByRole('toolbar', { name: 'Длина' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Очень короткая (< 2 ч)',
      'Короткая (2–10 ч)',
      'Средняя (10–30 ч)',
      'Длинная (30–50 ч)',
      'Очень длинная (> 50 ч)',
    ]);
  });

  it('fills the contiguous range between two clicked lengths', async () => {
    const onChange = vi.fn();
    render(<LengthRangePicker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Очень длинная (> 50 ч)' }));
    expect(onChange).toHaveBeenLastCalledWith(['veryLong']);
    await userEvent.click(screen.getByRole('button', { name: 'Короткая (2–10 ч)' }));
    expect(onChange).toHaveBeenLastCalledWith(['short', 'medium', 'long', 'veryLong']);
    expect(pressed()).toHaveLength(4);
  });

  it('starts a new range when a range is already chosen', async () => {
    const onChange = vi.fn();
    render(<LengthRangePicker defaultValue={['short', 'medium']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Короткая (2–10 ч)' }));
    expect(onChange).toHaveBeenLastCalledWith(['short']);
    expect(pressed()).toEqual(['Короткая (2–10 ч)']);
  });

  it('clears when the only chosen length is clicked again', async () => {
    const onChange = vi.fn();
    render(<LengthRangePicker defaultValue={['medium']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Средняя (10–30 ч)' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(pressed()).toEqual([]);
  });

  it('is driven by the keyboard (arrows and Space)', async () => {
    const onChange = vi.fn();
    render(<LengthRangePicker onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowRight}{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith(['veryShort', 'short', 'medium']);
  });

  it('follows a controlled value', () => {
    render(<LengthRangePicker value={['long', 'veryLong']} />);
    expect(pressed()).toEqual(['Длинная (30–50 ч)', 'Очень длинная (> 50 ч)']);
  });

  it('is described by its description and error', () => {
    render(<LengthRangePicker description="Часы" isInvalid errorMessage="Выберите длину" />);
    expect(screen.getByRole('toolbar')).toHaveAccessibleDescription('Часы Выберите длину');
  });
});
