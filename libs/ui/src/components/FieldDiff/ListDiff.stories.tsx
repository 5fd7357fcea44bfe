import type { Meta, StoryObj } from '@storybook/react-vite';
import { listDiff } from '@vn/domain';
import { Stack } from '../Stack';
import { ListDiff } from './ListDiff';

const meta = {
  title: 'Content/FieldDiff/ListDiff',
  component: ListDiff,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list field of a proposed edit, item by item (docs/product §A4). The site computes the items with the domain’s `listDiff`; the component only shows them.',
      },
    },
  },
  args: {
    items: listDiff(['Драма', 'Комедия', 'Школа'], ['Драма', 'Мистика', 'Школа', 'Романтика']),
  },
} satisfies Meta<typeof ListDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Items kept, added and removed; a list where there was none; a list emptied; long items that wrap;
 * and nothing on either side.
 */
export const Catalog: Story = {
  render: () => (
    <Stack gap="lg">
      <ListDiff
        items={listDiff(['Драма', 'Комедия', 'Школа'], ['Драма', 'Мистика', 'Школа', 'Романтика'])}
      />
      <ListDiff items={listDiff([], ['Windows', 'Linux', 'Android'])} />
      <ListDiff items={listDiff(['Soviet Games', 'ArtMaker'], [])} />
      <ListDiff
        items={listDiff(
          [
            'Команда «Лето» (https://example.com/team-leto) — В процессе, 01.06.2024',
            'Соло-переводчик — Заморожен',
          ],
          [
            'Команда «Лето» (https://example.com/team-leto) — Полный, 12.11.2024, Скачать патч: https://example.com/patches/everlasting-summer-full',
            'Соло-переводчик — Заморожен',
          ],
        )}
      />
      <ListDiff items={[]} />
    </Stack>
  ),
};
