import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, BookOpen, Gamepad2, Heart, MessageCircle, Search, Star, User } from 'lucide-react';
import { Stack } from '../Stack';
import { Icon } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Icons come from lucide-react. Pass the icon component; give a `label` only when the icon alone carries meaning (otherwise it is hidden from screen readers).',
      },
    },
  },
  args: { icon: Bell, label: 'Уведомления' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const glyphs = { Bell, BookOpen, Gamepad2, Heart, MessageCircle, Search, Star, User };

/** The icons the shell uses, at each size. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="md">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stack key={size} direction="row" gap="md" alignItems="center" color="text">
          {Object.entries(glyphs).map(([name, glyph]) => (
            <Icon key={name} icon={glyph} size={size} label={name} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};
