import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTopMenu } from '../../fixtures/navigation.fixtures';
import { NotificationItem } from '../NotificationItem';
import { SearchField } from '../SearchField';
import { SearchSuggest, type SearchSuggestItem } from '../SearchSuggest';
import { Stack } from '../Stack';
import { TopBar, type TopBarMenuEntry, type TopBarProps } from './TopBar';
import { tabTo } from '../../fixtures/story-helpers';

const now = new Date('2026-11-22T12:00:00Z');

const readerMenu = sampleTopMenu;

/**
 * Staff also see the translators entry in the top menu (docs/product §2.1), in a sub-menu with the
 * translations in the making, as the site gives it them (the widest bar: it must fit at 850 px).
 */
const staffMenu: TopBarMenuEntry[] = [
  ...readerMenu.filter((entry) => entry.label !== 'Переводы'),
  {
    label: 'Переводы',
    items: [
      { href: '#translations', label: 'Переводы в работе' },
      { href: '#translators', label: 'Переводчики' },
    ],
  },
];

const notifications = (
  <Stack gap="xxs">
    <NotificationItem
      unread
      now={now}
      createdAt="2026-11-22T11:40:00Z"
      href="#n1"
      text="Алиса ответила на ваш комментарий к «Бесконечное лето»"
    />
    <NotificationItem
      now={now}
      createdAt="2026-11-20T09:00:00Z"
      href="#n2"
      text="Черновик «Steins;Gate» принят и применён"
    />
  </Stack>
);

const meta = {
  title: 'Navigation/TopBar',
  component: TopBar,
  tags: ['autodocs', 'responsive'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The top bar of every screen. From 850 px up it shows the desktop menu (sub-menus open on hover, or with Enter/Space); below 600 px the search box moves to the bottom navigation.',
      },
    },
  },
  args: {
    homeHref: '#home',
    onMenuOpen: fn(),
    menu: readerMenu,
    search: <SearchField size="sm" />,
    loginHref: '#login?from=%2Fnovels',
    messagesHref: '#messages',
    profileHref: '#profile',
    onLogout: fn(),
    onNotificationsOpenChange: fn(),
    viewer: { name: 'Алиса' },
    unreadNotifications: 3,
    unreadMessages: 2,
    notifications,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the search boxes of the stories submit (the app goes to /novels with section=all). */
const submitSearch = fn();

export const Default: Story = {};

/** A guest, a reader with unread counts, and a moderator with nothing unread and a search typed. */
export const Catalog: Story = {
  parameters: {
    // Three bars side by side repeat the page-level landmarks a real page has once each.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <Stack gap="lg">
      <TopBar {...args} viewer={null} />
      <TopBar {...args} unreadMessages={120} />
      <TopBar
        {...args}
        menu={staffMenu}
        viewer={{ name: 'Модератор Борис' }}
        unreadNotifications={0}
        unreadMessages={0}
        search={<SearchField size="sm" defaultValue="Бесконечное лето" />}
      />
    </Stack>
  ),
};

/** Guests get a Login link that carries the return address. */
export const Guest: Story = {
  args: { viewer: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '#login?from=%2Fnovels',
    );
    await expect(canvas.queryByRole('button', { name: /Уведомления/ })).toBeNull();
  },
};

/** Enter opens a sub-menu, Tab walks its links, Escape closes it and returns to its button. */
export const KeyboardSubmenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Визуальные новеллы' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await tabTo(canvasElement, 'link', 'Рейтинг');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Рейтинг' })).toBeNull();
  },
};

/** The pointer opens a sub-menu on hover and closes it on leaving. */
export const HoverSubmenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Игры' });
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('link', { name: 'RPG Maker' })).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'RPG Maker' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(canvas.getByRole('link', { name: 'RPG Maker' }));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The app's search box sits in the bar's search landmark; Enter there submits its text. */
export const SearchSubmit: Story = {
  args: { search: <SearchField size="sm" onSubmit={submitSearch} /> },
  play: async ({ canvasElement }) => {
    submitSearch.mockClear();
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search');
    await userEvent.click(within(search).getByRole('searchbox', { name: 'Поиск' }));
    await userEvent.keyboard('Ever17{Enter}');
    await expect(submitSearch).toHaveBeenCalledWith('Ever17');
  },
};

const suggestions: SearchSuggestItem[] = [
  {
    id: 'n1',
    name: 'Бесконечное лето',
    sectionLabel: 'Визуальные новеллы',
    href: '#novels/beskonechnoe-leto',
  },
  { id: 'n2', name: 'Летний лагерь', sectionLabel: 'RPG Maker', href: '#games/letniy-lager' },
];

/** The app's own box in the bar: the site's search that suggests projects as the reader types. */
function WithSuggestingSearch(props: TopBarProps) {
  const [text, setText] = useState('');
  return (
    <TopBar
      {...props}
      search={
        <SearchSuggest
          size="sm"
          value={text}
          onChange={setText}
          onSubmit={submitSearch}
          items={suggestions}
        />
      }
    />
  );
}

/**
 * The site's search box with suggestions in the bar. While the list is open react-aria
 * hides the rest of the page from screen readers (its combo box pattern, adobe/react-spectrum#4937);
 * Escape closes the list and gives the bar back, which is the state the accessibility check sees.
 */
export const SearchSuggestions: Story = {
  render: (args) => <WithSuggestingSearch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.click(input);
    await userEvent.keyboard('лет');
    await expect(await page.findByRole('option', { name: /^Бесконечное лето/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    await expect(input).toHaveValue('лет');
  },
};

/** The bell opens the notification list; the avatar menu logs out from the keyboard. */
export const KeyboardAccountMenus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const bell = canvas.getByRole('button', { name: 'Уведомления, 3 непрочитанных' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('dialog', { name: 'Уведомления' })).toBeVisible();
    await expect(args.onNotificationsOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());

    const avatar = canvas.getByRole('button', { name: 'Меню пользователя Алиса, 2 непрочитанных' });
    avatar.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await expect(page.getByRole('menuitem', { name: /Сообщения/ })).toHaveAttribute(
      'href',
      '#messages',
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(page.getByRole('menuitem', { name: 'Выйти' })).toHaveAttribute('data-focused', 'true'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
