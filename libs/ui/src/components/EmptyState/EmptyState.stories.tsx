import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';

const kinds = ['nothingFound', 'nothing', 'noDescription', 'userNotFound', 'nothingAdded'] as const;
const sizes = ['sm', 'md'] as const;

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { kind: 'nothingFound' },
  argTypes: {
    kind: { control: 'select', options: kinds },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every preset × size, and one with an action: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(2, 1fr)" gap={16}>
      {kinds.flatMap((kind) =>
        sizes.map((size) => <EmptyState key={`${kind}-${size}`} kind={kind} size={size} />),
      )}
      <EmptyState kind="nothingAdded" action={<Button>Добавить проект</Button>} />
    </CatalogGrid>
  ),
};

const onAdd = fn();

/** The action slot is reached with Tab and pressed with Enter. */
export const WithAction: Story = {
  args: {
    kind: 'nothingAdded',
    action: <Button onPress={onAdd}>Добавить проект</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Пока ничего не добавлено')).toBeInTheDocument();
    await tabTo(canvasElement, 'button', 'Добавить проект');
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalled();
  },
};
