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

/** The group's name links to its page on the site when the catalogue knows the group. */
export const WithGroupPage: Story = {
  args: { groupHref: '/translators/komanda-leto' },
};

/** Every development status, a paid one, one whose group has a page, and one with only a name. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="md">
      {developmentStatuses.map((status) => (
        <TranslationCard key={status} {...args} status={status} nonFree={status === 'demo'} />
      ))}
      <TranslationCard group="Команда «Зима»" groupHref="/translators/komanda-zima" status="done" />
      <TranslationCard group="Соло-переводчик" status="inProcess" />
    </Stack>
  ),
};
