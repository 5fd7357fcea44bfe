import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { SearchSuggest, type SearchSuggestItem, type SearchSuggestProps } from './SearchSuggest';
import { SearchSuggestFallback } from './SearchSuggestFallback';

const items: SearchSuggestItem[] = [
  {
    id: 'n1',
    name: 'Бесконечное лето',
    sectionLabel: 'Визуальные новеллы',
    href: '/novels/beskonechnoe-leto',
    posterSrc: '/posters/leto.webp',
  },
  {
    id: 'n2',
    name: 'Летний лагерь',
    sectionLabel: 'RPG Maker',
    href: '/games/letniy-lager',
    posterSrc: '/posters/lager.webp',
    isPosterVeiled: true,
  },
  { id: 'n3', name: 'Лето без постера', sectionLabel: 'Без категории', href: '/games/bez' },
];

type HarnessProps = Partial<Omit<SearchSuggestProps, 'value'>> & { initialValue?: string };

/** The box with its text kept in state, as the app keeps it, inside a router that records links. */
function renderSuggest({ initialValue = '', ...props }: HarnessProps = {}) {
  const navigate = vi.fn();
  const onSubmit = props.onSubmit ?? vi.fn();
  function Harness() {
    const [value, setValue] = useState(initialValue);
    return (
      <RouterProvider navigate={navigate}>
        <SearchSuggest
          items={items}
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next);
            props.onChange?.(next);
          }}
          onSubmit={onSubmit}
        />
      </RouterProvider>
    );
  }
  render(<Harness />);
  return { navigate, onSubmit, input: screen.getByRole('combobox', { name: 'Поиск' }) };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchSuggest', () => {
  it('shows each run of one group under its heading, an item without a group on its own', async () => {
    const { input } = renderSuggest({
      items: [
        { ...items[0]!, group: 'Проекты' },
        { ...items[1]!, group: 'Проекты' },
        {
          id: 'a1',
          name: 'Как переводили лето',
          sectionLabel: 'Общее',
          href: '/posts/7',
          kind: 'article',
          group: 'Статьи',
        },
        {
          id: 'more',
          name: 'Все результаты',
          sectionLabel: '«лет»',
          href: '/search?q=лет',
          kind: 'more',
        },
      ],
    });
    await userEvent.type(input, 'лет');
    const projects = await screen.findByRole('group', { name: 'Проекты' });
    expect(within(projects).getAllByRole('option')).toHaveLength(2);
    const articles = screen.getByRole('group', { name: 'Статьи' });
    expect(
      within(articles).getByRole('option', { name: 'Как переводили лето Общее' }),
    ).toHaveAttribute('href', '/posts/7');
    const more = screen.getByRole('option', { name: 'Все результаты «лет»' });
    expect(more.closest('[role="group"]')).toBeNull();
    // The arrows go through every group in turn.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /^Как переводили/ }).id,
    );
  });

  it('shows the matched parts of a name in bold, and names the option by its whole text', async () => {
    const { input } = renderSuggest({
      items: [
        {
          ...items[0]!,
          nameParts: [
            { text: 'Бесконечное ', marked: false },
            { text: 'лет', marked: true },
            { text: 'о', marked: false },
          ],
        },
      ],
    });
    await userEvent.type(input, 'лет');
    const option = await screen.findByRole('option', {
      name: 'Бесконечное лето Визуальные новеллы',
    });
    expect(within(option).getByText('лет').tagName).toBe('B');
    expect(option).toHaveTextContent('Бесконечное лето');
  });

  it('is a combo box named "Поиск" with the placeholder "Поиск"', () => {
    const { input } = renderSuggest();
    expect(input).toHaveAttribute('placeholder', 'Поиск');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens its suggestions from the second character typed', async () => {
    const onChange = vi.fn();
    const { input } = renderSuggest({ onChange });
    await userEvent.click(input);
    await userEvent.keyboard('Л');
    expect(onChange).toHaveBeenLastCalledWith('Л');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('е');
    expect(onChange).toHaveBeenLastCalledWith('Ле');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual([
      'Бесконечное лето Визуальные новеллы',
      'Летний лагерь RPG Maker',
      'Лето без постера Без категории',
    ]);
  });

  it('names each suggestion by the project and its section, and links it to the project', async () => {
    const { input } = renderSuggest();
    await userEvent.click(input);
    await userEvent.keyboard('Ле');
    const option = screen.getByRole('option', { name: 'Бесконечное лето Визуальные новеллы' });
    expect(option).toHaveAttribute('href', '/novels/beskonechnoe-leto');
  });

  it('shows posters as decoration, and no poster that is marked and veiled', async () => {
    const { input } = renderSuggest();
    await userEvent.click(input);
    await userEvent.keyboard('Ле');
    const listbox = screen.getByRole('listbox');
    const posters = [...listbox.querySelectorAll('img')];
    expect(posters.map((poster) => poster.getAttribute('src'))).toEqual(['/posters/leto.webp']);
    expect(posters[0]).toHaveAttribute('alt', '');
  });

  it('opens the highlighted suggestion with ArrowDown and Enter, without submitting the text', async () => {
    const { input, navigate, onSubmit } = renderSuggest();
    await userEvent.click(input);
    await userEvent.keyboard('Ле');
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /^Бесконечное лето/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /^Летний лагерь/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', second.id));
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate.mock.lastCall?.[0]).toBe('/games/letniy-lager');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(input).toHaveValue('Ле');
  });

  it('opens a suggestion clicked', async () => {
    const { input, navigate } = renderSuggest();
    await userEvent.click(input);
    await userEvent.keyboard('Ле');
    await userEvent.click(screen.getByRole('option', { name: /^Лето без постера/ }));
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate.mock.lastCall?.[0]).toBe('/games/bez');
  });

  it('submits the text with Enter when no suggestion is highlighted', async () => {
    const { input, navigate, onSubmit } = renderSuggest();
    await userEvent.click(input);
    await userEvent.keyboard('Лето{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Лето');
    expect(navigate).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Лето');
  });

  it('keeps the list shut after Enter, whatever arrives, until the reader types or asks for it', async () => {
    let showItems: (next: SearchSuggestItem[]) => void = () => {};
    function Searched() {
      const [value, setValue] = useState('');
      const [shown, setShown] = useState<SearchSuggestItem[]>([]);
      showItems = setShown;
      return <SearchSuggest items={shown} value={value} onChange={setValue} onSubmit={vi.fn()} />;
    }
    render(<Searched />);
    const input = screen.getByRole('combobox', { name: 'Поиск' });
    await userEvent.click(input);
    await userEvent.keyboard('Лето{Enter}');
    // The suggestions asked before Enter answer after it: the results stay uncovered.
    act(() => showItems(items));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' в');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the list with Escape, keeping the text; a second Escape clears it', async () => {
    const { input } = renderSuggest();
    await userEvent.click(input);
    await userEvent.keyboard('Ле');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Ле');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('says "Загрузка..." while the first suggestions load', async () => {
    const { input } = renderSuggest({ items: [], isLoading: true });
    await userEvent.click(input);
    await userEvent.keyboard('Ле');
    expect(screen.getByRole('listbox')).toHaveTextContent('Загрузка...');
  });

  it('keeps the suggestions it has while newer ones load', async () => {
    const { input } = renderSuggest({ isLoading: true });
    await userEvent.click(input);
    await userEvent.keyboard('Лет');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('listbox')).not.toHaveTextContent('Загрузка...');
  });

  it('says "Ничего не найдено" when there are none', async () => {
    const { input } = renderSuggest({ items: [] });
    await userEvent.click(input);
    await userEvent.keyboard('Яя');
    expect(screen.getByRole('listbox')).toHaveTextContent('Ничего не найдено');
  });

  it('says why when the search failed', async () => {
    const { input } = renderSuggest({ items: [], errorMessage: 'Не удалось загрузить новеллы' });
    await userEvent.click(input);
    await userEvent.keyboard('Яя');
    expect(screen.getByRole('listbox')).toHaveTextContent('Не удалось загрузить новеллы');
  });

  it('clears the text with the cross and keeps the focus in the box', async () => {
    const { input } = renderSuggest({ initialValue: 'Лето' });
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('with autoFocus takes the focus at once, the caret after the text, the list shut', async () => {
    const { input } = renderSuggest({ initialValue: 'Лето', autoFocus: true });
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe(4);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' в');
    expect(input).toHaveValue('Лето в');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('with defaultOpen opens the list at once when enough text is typed', async () => {
    const { input } = renderSuggest({ initialValue: 'Лето', autoFocus: true, defaultOpen: true });
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
  });

  it('with defaultOpen and too little text stays closed', () => {
    const { input } = renderSuggest({ initialValue: 'Л', autoFocus: true, defaultOpen: true });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SearchSuggestFallback', () => {
  function renderFallback(initialValue = '') {
    const onSubmit = vi.fn();
    function Harness() {
      const [value, setValue] = useState(initialValue);
      return <SearchSuggestFallback value={value} onChange={setValue} onSubmit={onSubmit} />;
    }
    render(<Harness />);
    return { onSubmit, input: screen.getByRole('combobox', { name: 'Поиск' }) };
  }

  it('is the same collapsed combo box named "Поиск"', () => {
    const { input } = renderFallback();
    expect(input).toHaveAttribute('placeholder', 'Поиск');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('submits the text with Enter and clears it with Escape or the cross', async () => {
    const { input, onSubmit } = renderFallback();
    await userEvent.click(input);
    await userEvent.keyboard('Лето{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Лето');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await userEvent.keyboard('Ле');
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(input).toHaveValue('');
  });
});
