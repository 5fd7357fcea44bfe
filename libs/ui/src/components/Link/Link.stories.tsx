import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid, withRouter } from '../../fixtures/story-helpers';
import { Link } from './Link';

const navigate = fn();

/**
 * The app wraps its tree once in react-aria's `RouterProvider` (`navigate` from the router,
 * `useHref` for base paths): every `Link` with `href` stays a real `<a>` — ctrl/middle click and
 * "open in new tab" work — while a plain click navigates client-side. The stories do the same with
 * a spy as the router.
 */
const meta = {
  title: 'Controls/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Бесконечное лето', href: '/novels/beskonechnoe-leto' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'quiet'] },
  },
  decorators: [withRouter(navigate)],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const variants = ['inline', 'standalone', 'quiet'] as const;

/** Every variant × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(3, max-content)" gap={16}>
      {variants.map((variant) => (
        <Link key={variant} variant={variant} href="/novels/katawa-shoujo">
          Katawa Shoujo
        </Link>
      ))}
      {variants.map((variant) => (
        <Link key={`disabled-${variant}`} variant={variant} href="/novels/saya" isDisabled>
          Песнь Сайи
        </Link>
      ))}
      <p style={{ gridColumn: '1 / -1', margin: 0 }}>
        Перевод новеллы <Link href="/novels/clannad">Clannad</Link> завершён командой{' '}
        <Link href="/translators/1">Тайный сад</Link>.
      </p>
    </CatalogGrid>
  ),
};

/** Reached with Tab and followed with Enter: the app's router receives the path. */
export const KeyboardNavigate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    navigate.mockClear();
    const anchor = canvas.getByRole('link', { name: 'Бесконечное лето' });
    await expect(anchor).toHaveAttribute('href', '/novels/beskonechnoe-leto');
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/novels/beskonechnoe-leto', undefined);
  },
};
