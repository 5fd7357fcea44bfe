import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleNovels } from '../../fixtures/catalogue.fixtures';
import {
  sampleBottomNavHrefs,
  sampleDrawerSections,
  sampleFooterLinks,
  sampleTopMenu,
} from '../../fixtures/navigation.fixtures';
import { BottomNav } from '../BottomNav';
import { Drawer } from '../Drawer';
import { Footer } from '../Footer';
import { NovelGrid } from '../NovelGrid';
import { SearchField } from '../SearchField';
import { TopBar } from '../TopBar';
import { tabTo } from '../../fixtures/story-helpers';
import { AppShell } from './AppShell';

interface SitePreviewProps {
  /** A guest or the signed-in reader "Алиса". */
  signedIn: boolean;
  /** The footer is left out on /messages. */
  withFooter: boolean;
}

/** The shell as the site composes it: the app owns the drawer, search and toggle state. */
function SitePreview({ signedIn, withFooter }: SitePreviewProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <AppShell
      topBar={
        <TopBar
          homeHref="#home"
          onMenuOpen={() => setMenuOpen(true)}
          isMenuOpen={isMenuOpen}
          menu={sampleTopMenu}
          search={<SearchField size="sm" value={search} onChange={setSearch} />}
          viewer={signedIn ? { name: 'Алиса' } : null}
          loginHref="#login"
          unreadNotifications={signedIn ? 2 : 0}
          unreadMessages={signedIn ? 1 : 0}
          messagesHref="#messages"
          profileHref="#profile"
          onLogout={() => {}}
        />
      }
      drawer={
        <Drawer isOpen={isMenuOpen} onOpenChange={setMenuOpen} sections={sampleDrawerSections} />
      }
      mobileSearch={
        isSearchOpen && (
          // The panel appears because the reader asked for it, so focus goes straight into it.
          <SearchField autoFocus value={search} onChange={setSearch} />
        )
      }
      bottomNav={
        <BottomNav
          hrefs={sampleBottomNavHrefs}
          current="novels"
          isSearchOpen={isSearchOpen}
          onSearchOpenChange={setSearchOpen}
        />
      }
      footer={withFooter && <Footer links={sampleFooterLinks} />}
    >
      <h1>Визуальные новеллы</h1>
      <NovelGrid label="Визуальные новеллы" novels={sampleNovels} />
    </AppShell>
  );
}

const meta = {
  title: 'Navigation/AppShell',
  component: SitePreview,
  tags: ['autodocs', 'responsive'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every screen: skip link, sticky `TopBar`, `Drawer`, the page in `<main>`, `Footer`, and the `BottomNav` below 600 px. `AppShell` takes each part as a slot; this story composes them as the site does. Compare the mobile, tablet and desktop viewports.',
      },
    },
  },
  args: { signedIn: true, withFooter: true },
} satisfies Meta<typeof SitePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A catalogue page for a signed-in reader (shot at 1280, 850 and 375 px). */
export const Catalog: Story = {};

/** The first Tab offers the skip link; Enter moves focus to the page. */
export const KeyboardSkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'link', 'Перейти к содержимому');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** The hamburger opens the drawer; Escape closes it and focus returns to the hamburger. */
export const KeyboardDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const hamburger = canvas.getByRole('button', { name: 'Открыть меню' });
    hamburger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Меню' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveFocus());
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone the bottom navigation's search toggle opens a search box under the top bar. */
export const MobileSearch: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Поиск' }));
    const searchBoxes = canvas.getAllByRole('searchbox', { name: 'Поиск' });
    const mobileBox = searchBoxes.at(-1);
    await waitFor(() => expect(mobileBox).toHaveFocus());
    await userEvent.keyboard('Clannad');
    await expect(mobileBox).toHaveValue('Clannad');
  },
};

/** On /messages the footer is left out. */
export const WithoutFooter: Story = {
  args: { withFooter: false, signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Войти' })).toBeVisible();
  },
};
