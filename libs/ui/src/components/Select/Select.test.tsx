import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const sorts = [
  { id: 'mostRecentDate', label: 'По дате добавления' },
  { id: 'rating', label: 'По рейтингу' },
  { id: 'title', label: 'По названию', isDisabled: true },
];

describe('Select', () => {
  it('is a button named by its label, showing the placeholder', () => {
    render(<Select label="Сортировка" items={sorts} />);
    const trigger = screen.getByRole('button', { name: /Сортировка/ });
    expect(trigger).toHaveTextContent('Выберите');
  });

  // happy-dom does not move focus into the opened list (Chromium does: see the KeyboardChoose
  // story), so the option is chosen by click here.
  it('lists its items when opened with the keyboard and chooses one', async () => {
    const onChange = vi.fn();
    render(<Select label="Сортировка" items={sorts} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['По дате добавления', 'По рейтингу', 'По названию']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'По рейтингу' }));
    expect(onChange).toHaveBeenLastCalledWith('rating');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Сортировка/ })).toHaveTextContent('По рейтингу');
  });

  it('marks items with isDisabled as disabled', async () => {
    render(<Select label="Сортировка" items={sorts} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('option', { name: 'По названию' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the chosen value', () => {
    render(<Select label="Сортировка" items={sorts} defaultValue="rating" />);
    expect(screen.getByRole('button')).toHaveTextContent('По рейтингу');
  });

  it('shows the description and the error', () => {
    render(
      <Select
        label="Сортировка"
        items={sorts}
        description="Порядок карточек"
        isInvalid
        errorMessage="Выберите порядок"
      />,
    );
    expect(screen.getByText('Порядок карточек')).toBeInTheDocument();
    expect(screen.getByText('Выберите порядок')).toBeInTheDocument();
  });

  it('cannot be opened while disabled', async () => {
    render(<Select label="Сортировка" items={sorts} isDisabled />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
