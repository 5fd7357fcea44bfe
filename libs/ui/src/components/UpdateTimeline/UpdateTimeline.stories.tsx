import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';
import { UpdateTimeline, type UpdateTimelineItem } from './UpdateTimeline';

const now = new Date('2026-11-29T12:00:00Z');

/** Four updates, given oldest first: the list turns them round. */
const updates: UpdateTimelineItem[] = [
  {
    id: '1',
    at: '2026-06-02T18:00:00Z',
    author: { name: 'Алиса', href: '/users/alisa' },
    percent: 12,
    note: 'Начали перевод: готов пролог.',
    patch: { version: '0.1', href: 'https://example.com/patch-0.1', isOutdated: true },
  },
  {
    id: '2',
    at: '2026-09-14T09:30:00Z',
    author: { name: 'Алиса', href: '/users/alisa' },
    percent: 31,
  },
  {
    id: '3',
    at: '2026-11-20T20:15:00Z',
    author: { name: 'Лена' },
    percent: 44,
    note: 'Вычитан рут Алисы, начата техническая часть.',
    patch: { version: '0.5 beta' },
  },
  {
    id: '4',
    at: '2026-11-29T10:00:00Z',
    author: { name: 'Мику', href: '/users/miku' },
    percent: 51,
    note: 'Рут Лены переведён наполовину.',
    patch: { version: '0.6', href: 'https://example.com/patch-0.6' },
  },
];

const meta = {
  title: 'Content/UpdateTimeline',
  component: UpdateTimeline,
  tags: ['autodocs'],
  args: { updates, now, timeZone: 'UTC' },
} satisfies Meta<typeof UpdateTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Updates with and without a note, a patch with a link, without one and for an older edition,
 * authors with and without a profile; and a translation with no updates yet: the visual baseline
 * (no play function).
 */
export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={32}>
      <UpdateTimeline {...args} />
      <UpdateTimeline {...args} updates={[]} />
    </CatalogGrid>
  ),
};

/** Tab goes through the links in reading order: the newest update's author, then its patch. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'История обновлений' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^2 часа назад Мику/);
    await tabTo(canvasElement, 'link', 'Мику');
    await userEvent.tab();
    await expect(within(list).getByRole('link', { name: 'Патч 0.6' })).toHaveFocus();
  },
};
