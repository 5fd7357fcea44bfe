import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { sampleAvatar } from '../../fixtures/catalogue.fixtures';
import { Avatar } from './Avatar';

const broken = 'data:image/png;base64,AAAA';

const sizes = ['sm', 'md', 'lg'] as const;
const names = ['Семён Персунов', 'Славя', 'Алиса Двачевская', 'Окабэ Ринтаро'] as const;

const meta = {
  title: 'Content/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Семён Персунов', src: sampleAvatar },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size with a picture and with each fallback colour: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(5, max-content)" gap={12}>
      {sizes.flatMap((size) => [
        <Avatar key={`${size}-picture`} size={size} name="Семён Персунов" src={sampleAvatar} />,
        ...names.map((name) => <Avatar key={`${size}-${name}`} size={size} name={name} />),
      ])}
    </CatalogGrid>
  ),
};

/** A picture that fails to load gives way to the initials. */
export const BrokenImage: Story = {
  args: { name: 'Алиса Двачевская', src: broken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('АД')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Алиса Двачевская' })).toBeInTheDocument();
  },
};
