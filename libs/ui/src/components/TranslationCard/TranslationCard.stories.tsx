import type { Meta, StoryObj } from '@storybook/react-vite';
import { developmentStatuses } from '@vn/domain';
import { Stack } from '../Stack';
import { TranslationCard } from './TranslationCard';

const meta = {
  title: 'Content/TranslationCard',
  component: TranslationCard,
  tags: ['autodocs'],
  args: {
    group: 'Команда «Лето»',
    status: 'done',
    releasedAt: '2024-06-01T10:00:00Z',
    timeZone: 'UTC',
    link: { href: 'https://example.com/patch', text: 'Скачать патч' },
    description: 'Полный перевод текста и интерфейса.',
  },
} satisfies Meta<typeof TranslationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every development status, a paid one, and one with nothing but a name. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="md">
      {developmentStatuses.map((status) => (
        <TranslationCard key={status} {...args} status={status} nonFree={status === 'demo'} />
      ))}
      <TranslationCard group="Соло-переводчик" status="inProcess" />
    </Stack>
  ),
};
