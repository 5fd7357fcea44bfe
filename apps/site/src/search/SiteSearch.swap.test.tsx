import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteSearch } from './SiteSearch';
import type { SuggestingSearchComponent } from './suggesting-search-chunk';

/*
 * When the suggesting box takes the stand-in's place: the chunk's download is held here until the
 * test lets it arrive, and the box that arrives shows the props it was given.
 */

let arrive: (component: SuggestingSearchComponent) => void = () => {};
vi.mock('./suggesting-search-chunk', () => ({
  loadedSuggestingSearch: () => null,
  loadSuggestingSearch: () =>
    new Promise<SuggestingSearchComponent>((resolve) => {
      arrive = resolve;
    }),
}));

const Arrived: SuggestingSearchComponent = ({ value, autoFocus, defaultOpen }) => (
  <p>{`Новый ящик: «${value}», фокус ${autoFocus ? 'да' : 'нет'}, список ${defaultOpen ? 'открыт' : 'закрыт'}`}</p>
);

function renderSearch(autoFocus = false) {
  const onSubmit = vi.fn();
  function Box() {
    const [text, setText] = useState('');
    return <SiteSearch value={text} onChange={setText} onSubmit={onSubmit} autoFocus={autoFocus} />;
  }
  render(<Box />);
  return { onSubmit, standIn: screen.getByRole('combobox', { name: 'Поиск' }) };
}

const boxArrives = () => act(async () => arrive(Arrived));

describe('the suggesting box taking the stand-in’s place', () => {
  beforeEach(() => {
    arrive = () => {};
  });
  afterEach(cleanup);

  it('mid-typing: takes the focus and opens its list', async () => {
    const { standIn } = renderSearch();
    await userEvent.click(standIn);
    await userEvent.keyboard('акад');
    await boxArrives();
    expect(screen.getByText('Новый ящик: «акад», фокус да, список открыт')).toBeInTheDocument();
  });

  it('after Enter: takes the focus but leaves the list shut over the results', async () => {
    const { standIn, onSubmit } = renderSearch();
    await userEvent.click(standIn);
    await userEvent.keyboard('академия{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('академия');
    await boxArrives();
    expect(screen.getByText('Новый ящик: «академия», фокус да, список закрыт')).toBeInTheDocument();
  });

  it('loaded because the pointer passed over it: neither focus nor list', async () => {
    const { standIn } = renderSearch();
    // pointerenter does not bubble: it is fired on SiteSearch's own (unstyled) wrapper.
    fireEvent.pointerEnter(standIn.closest('div:not([class])')!);
    await boxArrives();
    expect(screen.getByText('Новый ящик: «», фокус нет, список закрыт')).toBeInTheDocument();
  });

  it('the mobile box, opened by the reader: focused at once, loads, keeps the focus', async () => {
    const { standIn } = renderSearch(true);
    expect(standIn).toHaveFocus();
    await boxArrives();
    expect(screen.getByText('Новый ящик: «», фокус да, список закрыт')).toBeInTheDocument();
  });
});
