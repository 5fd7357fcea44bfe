import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { Stepper } from './Stepper';

const statuses = ['created', 'waitApprove', 'approved', 'applied', 'declined'] as const;
const orientations = ['horizontal', 'vertical'] as const;

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { status: 'waitApprove' },
  argTypes: {
    status: { control: 'select', options: statuses },
    orientation: { control: 'inline-radio', options: orientations },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every status × orientation: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={24}>
      {statuses.map((status) => (
        <Stepper key={`h-${status}`} status={status} aria-label={`Черновик: ${status}`} />
      ))}
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Stepper
            key={`v-${status}`}
            status={status}
            orientation="vertical"
            aria-label={`Черновик (вертикально): ${status}`}
          />
        ))}
      </div>
    </CatalogGrid>
  ),
};

/** A draft under review: Предпросмотр is the current step of an ordered list. */
export const CurrentStep: Story = {
  args: { status: 'waitApprove' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Статус черновика' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Предпросмотр');
  },
};
