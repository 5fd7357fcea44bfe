import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListBox } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePoster } from '../../fixtures/catalogue.fixtures';
import { listPopover } from '../../theme/list-popup.css';
import {
  groupSuggestions,
  SearchSuggest,
  SearchSuggestEntry,
  SearchSuggestOption,
  type SearchSuggestItem,
  type SearchSuggestProps,
} from './SearchSuggest';
import {
  CatalogGrid,
  sizeArgType,
  SizeCatalog,
  tabTo,
  useReportedState,
  withRouter,
} from '../../fixtures/story-helpers';
import { searchSuggestList } from './SearchSuggest.css';
import { SearchSuggestFallback } from './SearchSuggestFallback';

/** A name with the first place it has `piece` marked, as the app marks what the reader typed. */
function marked(name: string, piece: string): SearchSuggestItem['nameParts'] {
  const at = name.toLowerCase().indexOf(piece);
  return [
    { text: name.slice(0, at), marked: false },
    { text: name.slice(at, at + piece.length), marked: true },
    { text: name.slice(at + piece.length), marked: false },
  ].filter((part) => part.text !== '');
}

/**
 * What the app found for "лет": projects of several sections, one poster marked, one missing, the
 * typed letters marked in each name.
 */
const found: SearchSuggestItem[] = [
  {
    id: 'n1',
    name: 'Бесконечное лето',
    nameParts: marked('Бесконечное лето', 'лет'),
    sectionLabel: 'Визуальные новеллы',
    href: '/novels/beskonechnoe-leto',
    posterSrc: samplePoster(20, 44, 62),
  },
  {
    id: 'n2',
    name: 'Летний лагерь «Совёнок»: полная история',
    nameParts: marked('Летний лагерь «Совёнок»: полная история', 'лет'),
    sectionLabel: 'RPG Maker',
    href: '/games/letniy-lager',
    posterSrc: samplePoster(140, 44, 62),
  },
  {
    id: 'n3',
    name: 'Лето в Хиросиме',
    nameParts: marked('Лето в Хиросиме', 'лет'),
    sectionLabel: 'Машинный перевод',
    href: '/games/leto-v-hiroshime',
    posterSrc: samplePoster(260, 44, 62),
    isPosterVeiled: true,
  },
  {
    id: 'n4',
    name: 'Полёт на летучем корабле',
    nameParts: marked('Полёт на летучем корабле', 'лет'),
    sectionLabel: 'Метроидвании',
    href: '/games/polet',
  },
];

/**
 * What the whole site has for "лет" (docs/product §A7.3): two projects, an article, a translator
 * group and a person, each kind under its heading, then the way to every result.
 */
const siteWide: SearchSuggestItem[] = [
  ...found.slice(0, 2).map((item) => ({ ...item, group: 'Проекты' })),
  {
    id: 'a1',
    name: 'Как мы переводили лето',
    nameParts: marked('Как мы переводили лето', 'лет'),
    sectionLabel: 'Общее',
    href: '/posts/7',
    kind: 'article',
    group: 'Статьи',
  },
  {
    id: 'g1',
    name: 'Team Лето',
    nameParts: marked('Team Лето', 'лет'),
    sectionLabel: '3 проекта',
    href: '/translators/team-leto',
    kind: 'group',
    group: 'Переводчики',
  },
  {
    id: 'p1',
    name: 'letovod',
    nameParts: marked('letovod', 'let'),
    sectionLabel: 'Профиль',
    href: '/profile/letovod',
    kind: 'person',
    group: 'Люди',
  },
  {
    id: 'more',
    name: 'Все результаты',
    sectionLabel: 'по запросу «лет»',
    href: '/search?q=лет',
    kind: 'more',
  },
];

/** Links of the suggestions go to this router, not away from the story. */
const navigate = fn();

/** The box keeps its text in the app; here a wrapper keeps it. */
function WithText(props: SearchSuggestProps) {
  const [value, change] = useReportedState(props.value, props.onChange);
  return (
    <div style={{ maxWidth: 360 }}>
      <SearchSuggest {...props} value={value} onChange={change} />
    </div>
  );
}

const meta = {
  title: 'Controls/SearchSuggest',
  component: SearchSuggest,
  tags: ['autodocs'],
  decorators: [withRouter(navigate)],
  parameters: {
    docs: {
      description: {
        component:
          'The global search box with suggestions: projects after two characters, links to their pages. The app finds them (debounced) and passes `items` and `isLoading`; `SearchSuggestFallback` is the same box before its list can open.',
      },
    },
  },
  args: { value: '', items: found, onChange: fn(), onSubmit: fn() },
  argTypes: sizeArgType,
  render: (args) => <WithText {...args} />,
} satisfies Meta<typeof SearchSuggest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The box in both sizes (empty, typed, loading) beside its stand-in, and the rows of the list: a
 * poster, a long name cut short, a marked poster hidden, no poster. The visual baseline.
 */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={24}>
      <SizeCatalog
        columns="repeat(2, 240px)"
        states={(size) => [
          <SearchSuggest
            key={`${size}-empty`}
            size={size}
            value=""
            items={[]}
            onChange={() => {}}
            onSubmit={() => {}}
          />,
          <SearchSuggest
            key={`${size}-value`}
            size={size}
            value="Бесконечное лето"
            items={[]}
            onChange={() => {}}
            onSubmit={() => {}}
          />,
          <SearchSuggest
            key={`${size}-loading`}
            size={size}
            value="лет"
            items={found}
            isLoading
            onChange={() => {}}
            onSubmit={() => {}}
            aria-label="Поиск (загрузка)"
          />,
          <SearchSuggestFallback
            key={`${size}-fallback`}
            size={size}
            value="Бесконечное лето"
            onChange={() => {}}
            onSubmit={() => {}}
            aria-label="Поиск (до загрузки)"
          />,
        ]}
      />
      <div className={listPopover} style={{ width: 320 }}>
        <ListBox aria-label="Подсказки" items={found} className={searchSuggestList}>
          {(item) => <SearchSuggestOption item={item} />}
        </ListBox>
      </div>
      <div className={listPopover} style={{ width: 320 }}>
        <ListBox
          aria-label="Подсказки по всему сайту"
          items={groupSuggestions(siteWide)}
          className={searchSuggestList}
        >
          {(entry) => <SearchSuggestEntry entry={entry} />}
        </ListBox>
      </div>
    </CatalogGrid>
  ),
};

/** The open list with the first suggestion highlighted (what the accessibility check sees). */
export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Поиск' });
    await userEvent.click(input);
    await userEvent.keyboard('лет');
    const first = await screen.findByRole('option', { name: /^Бесконечное лето/ });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    await expect(screen.getAllByRole('option')).toHaveLength(found.length);
  },
};

/**
 * Typed "лет": the suggestions open; ArrowDown highlights them in turn and Enter opens the
 * highlighted project's page; Escape closes the list and a second Escape clears the text.
 */
export const KeyboardSuggestions: Story = {
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const input = await tabTo(canvasElement, 'combobox', 'Поиск');
    await userEvent.keyboard('л');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('ет');
    await expect(await screen.findByRole('option', { name: /^Бесконечное лето/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /^Бесконечное лето/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /^Летний лагерь/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', second.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    await expect(navigate.mock.lastCall?.[0]).toBe('/games/letniy-lager');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('а');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('лета');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Enter with no suggestion highlighted searches the whole text (the app's search page). */
export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const input = within(canvasElement).getByRole('combobox', { name: 'Поиск' });
    await userEvent.click(input);
    await userEvent.keyboard('лето');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('лето');
    await expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The first suggestions are on their way: the list says so and the spinner turns in the box. */
export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Поиск' }));
    await userEvent.keyboard('лет');
    await expect(await screen.findByText('Загрузка...')).toBeVisible();
  },
};

/** A text no project matches. */
export const NothingFound: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Поиск' }));
    await userEvent.keyboard('Ёжик');
    await expect(await screen.findByText('Ничего не найдено')).toBeVisible();
  },
};
