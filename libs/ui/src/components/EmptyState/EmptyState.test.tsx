import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState, type EmptyStateKind } from './EmptyState';

const texts: [EmptyStateKind, string][] = [
  ['nothingFound', 'Ничего не найдено'],
  ['nothing', 'Ничего нет'],
  ['noDescription', 'Нет описания'],
  ['userNotFound', 'Пользователь не найден'],
  ['nothingAdded', 'Пока ничего не добавлено'],
];

describe('EmptyState', () => {
  it.each(texts)('shows the §8 text for %s', (kind, text) => {
    render(<EmptyState kind={kind} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says "Ничего нет" by default', () => {
    render(<EmptyState />);
    expect(screen.getByText('Ничего нет')).toBeInTheDocument();
  });

  it('takes another text', () => {
    render(<EmptyState kind="nothing" text="Нет черновиков" />);
    expect(screen.getByText('Нет черновиков')).toBeInTheDocument();
    expect(screen.queryByText('Ничего нет')).not.toBeInTheDocument();
  });

  it('renders an action that works', async () => {
    const onPress = vi.fn();
    render(<EmptyState kind="nothingAdded" action={<Button onPress={onPress}>Добавить</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('keeps a className given by the caller beside its own', () => {
    const { container } = render(<EmptyState className="extra" />);
    const root = container.firstElementChild;
    expect(root).toHaveClass('extra');
    expect(root?.classList.length).toBeGreaterThan(1);
  });
});
