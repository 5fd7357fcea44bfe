import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { MessageBubble } from './MessageBubble';

const now = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Content/MessageBubble',
  component: MessageBubble,
  tags: ['autodocs'],
  args: {
    own: false,
    createdAt: '2026-11-22T11:40:00Z',
    now,
    timeZone: 'UTC',
    children: 'Привет! Ты уже прочитал «Ever17»?',
  },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A conversation: theirs and own, an edited message, an old one and a long one. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="sm" style={{ display: 'grid' }}>
      <MessageBubble {...args} createdAt="2026-10-01T09:00:00Z">
        Давно не виделись!
      </MessageBubble>
      <MessageBubble {...args} />
      <MessageBubble
        {...args}
        own
        createdAt="2026-11-22T11:45:00Z"
        updatedAt="2026-11-22T11:50:00Z"
      >
        Да, вчера закончил. Концовка Кокоро — лучшая.
      </MessageBubble>
      <MessageBubble {...args} own createdAt="2026-11-22T11:58:00Z">
        Теперь хочу взяться за «Бесконечное лето», но сначала допройду все маршруты Steins;Gate,
        чтобы не путаться в сюжетах и не смешивать впечатления от двух совершенно разных историй.
      </MessageBubble>
    </Stack>
  ),
};
