import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    hideLabel: { control: 'boolean' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const sizes = ['sm', 'md', 'lg'] as const;

/** Every size, with and without the visible text: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(3, max-content)" gap={16}>
      {sizes.map((size) => (
        <Spinner key={`label-${size}`} size={size} />
      ))}
      {sizes.map((size) => (
        <Spinner key={`hidden-${size}`} size={size} hideLabel />
      ))}
    </CatalogGrid>
  ),
};

/** With the text hidden, the spinner is still announced as "Загрузка...". */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка...' })).toBeInTheDocument();
    await expect(canvas.queryByText('Загрузка...')).not.toBeInTheDocument();
  },
};
