import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { Paginator } from './Paginator';
import { paginatorItems, paginatorPageCount } from './paginator-items';

describe('paginatorItems', () => {
  it('lists every page when there are few', () => {
    expect(paginatorItems(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(paginatorItems(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('puts one ellipsis after the start, one before the end, two around the middle', () => {
    expect(paginatorItems(0, 40)).toEqual([0, 1, 2, 3, 4, 'ellipsis-end', 39]);
    expect(paginatorItems(39, 40)).toEqual([0, 'ellipsis-start', 35, 36, 37, 38, 39]);
    expect(paginatorItems(19, 40)).toEqual([0, 'ellipsis-start', 18, 19, 20, 'ellipsis-end', 39]);
  });

  it('keeps the same length wherever the current page is', () => {
    for (let page = 0; page < 40; page += 1) expect(paginatorItems(page, 40)).toHaveLength(7);
  });

  it('shows at most 100 pages', () => {
    expect(paginatorPageCount(500)).toBe(100);
    expect(paginatorItems(0, 500).at(-1)).toBe(99);
    expect(paginatorPageCount(0)).toBe(1);
  });
});

describe('Paginator', () => {
  it('is a navigation landmark showing pages 1-based, the current one aria-current', () => {
    render(<Paginator page={2} pageCount={5} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
    const current = screen.getByRole('button', { name: 'Страница 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('3');
    expect(screen.getByText('3 из 5')).toBeInTheDocument();
  });

  it('reports the chosen page 0-based', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={0} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Страница 4' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('goes to the previous and next pages', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={2} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables "previous" on the first page and "next" on the last', () => {
    const { rerender } = render(<Paginator page={0} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    rerender(<Paginator page={2} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('is driven by the keyboard (Tab, Enter)', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={0} pageCount={5} onPageChange={onPageChange} />);
    await tabTo('button', 'Страница 1');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('does not report the current page again', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={1} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders ellipses for the pages left out', () => {
    render(<Paginator page={50} pageCount={300} onPageChange={() => {}} />);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Страница 100' })).toBeInTheDocument();
    expect(screen.getByText('51 из 100')).toBeInTheDocument();
  });
});
