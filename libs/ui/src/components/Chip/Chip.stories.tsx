import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { BanChip, Chip, ModeratorChip } from './Chip';

const variants = ['neutral', 'accent', 'danger'] as const;
const sizes = ['sm', 'md'] as const;

const meta = {
  title: 'Content/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: 'Романтика' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant × size, with and without an icon, and the two presets: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(3, max-content)" gap={12}>
      {sizes.flatMap((size) =>
        variants.map((variant) => (
          <Chip key={`${size}-${variant}`} variant={variant} size={size}>
            Романтика
          </Chip>
        )),
      )}
      {variants.map((variant) => (
        <Chip key={`icon-${variant}`} variant={variant} icon={<Star size={12} />}>
          Избранное
        </Chip>
      ))}
      <ModeratorChip />
      <BanChip expiredAt="2026-12-31T12:00:00Z" timeZone="Europe/Moscow" />
      <ModeratorChip size="sm" />
    </CatalogGrid>
  ),
};

/** The ban chip formats its date as DD.MM.YYYY. */
export const Ban: Story = {
  render: () => <BanChip expiredAt="2027-03-08T10:00:00Z" timeZone="Europe/Moscow" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('до 08.03.2027')).toBeVisible();
  },
};
