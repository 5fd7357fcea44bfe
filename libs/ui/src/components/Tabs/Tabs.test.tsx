import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NovelTabs } from './Tabs.fixtures';

describe('Tabs', () => {
  it('is a named tablist with its tabs and the first panel', () => {
    render(<NovelTabs />);
    expect(screen.getByRole('tablist', { name: 'Разделы' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Описание новеллы.');
  });

  it('selects with the arrows and shows the matching panel', async () => {
    const onSelectionChange = vi.fn();
    render(<NovelTabs onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Скриншоты' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Скриншотов пока нет.');
    expect(onSelectionChange).toHaveBeenLastCalledWith('screens');
  });

  it('skips a disabled tab', async () => {
    render(<NovelTabs defaultSelectedKey="screens" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Описание' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click', async () => {
    render(<NovelTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Скриншоты' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Скриншотов пока нет.');
  });
});
