import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Search } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';

const meta = {
  title: 'Controls/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Сохранить', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** Every variant × size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(4, max-content)" gap={12}>
      {sizes.flatMap((size) =>
        variants.flatMap((variant) => [
          <Button key={`${size}-${variant}`} variant={variant} size={size}>
            Отправить на ревью
          </Button>,
        ]),
      )}
      {variants.map((variant) => (
        <Button key={`disabled-${variant}`} variant={variant} isDisabled>
          Недоступно
        </Button>
      ))}
      {variants.map((variant) => (
        <Button key={`pending-${variant}`} variant={variant} isPending>
          Сохранение
        </Button>
      ))}
      {sizes.map((size) => (
        <Button key={`icon-${size}`} size={size} iconOnly aria-label="Поиск" variant="secondary">
          <Search aria-hidden size="1em" />
        </Button>
      ))}
      <Button iconOnly aria-label="В избранное" variant="ghost">
        <Heart aria-hidden size="1em" />
      </Button>
    </CatalogGrid>
  ),
};

/** Reached with Tab and pressed with Enter: the focus ring shows and onPress fires. */
export const KeyboardPress: Story = {
  args: { children: 'Да' },
  play: async ({ args, canvasElement }) => {
    await tabTo(canvasElement, 'button', 'Да');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
