import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sort } from '@vn/domain';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { SortBar } from './SortBar';

const byUpdate: Sort = { sortBy: 'mostRecentDate', direction: 'desc' };

function renderBar(sort = byUpdate) {
  const onSortChange = vi.fn();
  const onRatingFieldChange = vi.fn();
  render(
    <SortBar
      sort={sort}
      ratingField="mixRating"
      onSortChange={onSortChange}
      onRatingFieldChange={onRatingFieldChange}
    />,
  );
  return { onSortChange, onRatingFieldChange };
}

describe('SortBar (docs/product §4)', () => {
  it('presses the current key and names its direction', () => {
    renderBar();
    expect(screen.getByRole('button', { name: 'По обновлению, по убыванию' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'По названию' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('starts a new key descending and flips the current one', async () => {
    const { onSortChange } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'По названию' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'name', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'По обновлению, по убыванию' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'mostRecentDate', direction: 'asc' });
  });

  it('works from the keyboard', async () => {
    const { onSortChange } = renderBar();
    await userEvent.tab();
    await tabTo('button', 'По дате добавления');
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'createdAt', direction: 'desc' });
  });

  it('changes the rating field', async () => {
    const { onRatingFieldChange } = renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Рейтинг:' }), 'bRating');
    expect(onRatingFieldChange).toHaveBeenCalledWith('bRating');
  });

  it('offers only the given keys, under the given names, without the rating select', async () => {
    const onSortChange = vi.fn();
    render(
      <SortBar
        sort={{ sortBy: 'name', direction: 'asc' }}
        keys={['createdAt', 'name']}
        labels={{ createdAt: 'По дате регистрации', name: 'По имени' }}
        onSortChange={onSortChange}
      />,
    );
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['По дате регистрации', 'По имени, по возрастанию']);
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'По дате регистрации' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'createdAt', direction: 'desc' });
  });
});
