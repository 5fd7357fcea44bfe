import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { ProgressBar, type ProgressSegment } from './ProgressBar';

const sizes = ['compact', 'default'] as const;
const values = [0, 45, 100] as const;

/** Three routes of different length: the prologue done, one route in work, one not begun. */
const routes: ProgressSegment[] = [
  { name: 'Пролог', weight: 1200, percent: 100 },
  { name: 'Рут Алисы', weight: 3400, percent: 40 },
  { name: 'Рут Лены', weight: 2600, percent: 0 },
];

const meta = {
  title: 'Content/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 45 },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Each size at 0, 45 and 100 %, undivided and divided into parts, with the label shown and
 * hidden: the visual baseline (no play function).
 */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={24}>
      {sizes.flatMap((size) => [
        ...values.map((value) => (
          <ProgressBar key={`${size}-${value}`} size={size} value={value} />
        )),
        <ProgressBar key={`${size}-segments`} size={size} value={51} segments={routes} />,
        <ProgressBar
          key={`${size}-hidden`}
          size={size}
          value={51}
          segments={routes}
          label="Переведено"
          hideLabel
        />,
      ])}
    </CatalogGrid>
  ),
};

/** Divided by parts, the bar still says one overall value. */
export const Segmented: Story = {
  args: { value: 51, segments: routes },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Готово' });
    await expect(bar).toHaveAttribute('aria-valuenow', '51');
    await expect(bar).toHaveAttribute('aria-valuetext', '51\u00a0%');
  },
};
