import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListDiff } from './ListDiff';

const items = [
  { kind: 'kept', item: 'Драма' },
  { kind: 'removed', item: 'Комедия' },
  { kind: 'added', item: 'Мистика' },
] as const;

/** An element's text as a screen reader reads it: without what is hidden from it. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('ListDiff', () => {
  it('lists every item, a screen reader told which was added and which removed', () => {
    render(<ListDiff items={items} />);
    expect(screen.getAllByRole('listitem').map(spokenText)).toEqual([
      'Драма',
      'удалено: Комедия',
      'добавлено: Мистика',
    ]);
  });

  it('marks an added item «+» in <ins> and a removed one «−» in <del>, a kept one not at all', () => {
    render(<ListDiff items={items} />);
    const [kept, removed, added] = screen.getAllByRole('listitem');
    expect(added).toContainElement(screen.getByRole('insertion'));
    expect(added?.querySelector('[aria-hidden="true"]')).toHaveTextContent('+');
    expect(removed).toContainElement(screen.getByRole('deletion'));
    expect(removed?.querySelector('[aria-hidden="true"]')).toHaveTextContent('−');
    expect(kept?.querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
  });

  it('keeps an item that is in the list twice', () => {
    render(
      <ListDiff
        items={[
          { kind: 'kept', item: 'Драма' },
          { kind: 'added', item: 'Драма' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says «Нет» when neither list has an item', () => {
    render(<ListDiff items={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Нет')).toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<ListDiff items={items} className="extra" />);
    const element = screen.getByRole('list');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
