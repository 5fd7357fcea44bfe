import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { NotificationItem } from './NotificationItem';

const now = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Content/NotificationItem',
  component: NotificationItem,
  tags: ['autodocs'],
  args: {
    text: 'Алиса ответила на ваш комментарий к «Бесконечное лето»',
    createdAt: '2026-11-22T11:35:00Z',
    href: '#comment',
    now,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** New and seen, recent and old, and a long text clamped to 3 lines. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="sm">
      <NotificationItem {...args} unread />
      <NotificationItem
        {...args}
        text="Ваш черновик «Ever17» принят"
        createdAt="2026-11-20T09:00:00Z"
      />
      <NotificationItem
        {...args}
        createdAt="2026-10-01T09:00:00Z"
        text="Модератор применил изменения к странице «Steins;Gate»: обновлены описание, платформы, скриншоты и ссылки на перевод, добавлены новые жанры и теги, исправлена дата выхода рабочей версии"
      />
    </Stack>
  ),
};
