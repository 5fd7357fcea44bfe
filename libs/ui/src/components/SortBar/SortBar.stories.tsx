import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSort, type RatingField, type Sort } from '@vn/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useReportedState } from '../../fixtures/story-helpers';
import { Stack } from '../Stack';
import { SortBar, type SortBarProps } from './SortBar';

const meta = {
  title: 'Navigation/SortBar',
  component: SortBar,
  tags: ['autodocs'],
  args: {
    sort: defaultSort,
    ratingField: 'mixRating',
    onSortChange: fn(),
    onRatingFieldChange: fn(),
  },
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar holding its own state, as a page would. */
function LiveSortBar(args: SortBarProps) {
  const [sort, changeSort] = useReportedState<Sort>(args.sort, args.onSortChange);
  const [ratingField, changeRatingField] = useReportedState<RatingField>(
    args.ratingField ?? 'mixRating',
    args.onRatingFieldChange,
  );
  return (
    <SortBar
      {...args}
      sort={sort}
      ratingField={ratingField}
      onSortChange={changeSort}
      onRatingFieldChange={args.onRatingFieldChange && changeRatingField}
    />
  );
}

/** Live: press keys to sort, press the current one to flip it. */
export const Default: Story = {
  render: (args) => <LiveSortBar {...args} />,
};

/** Each key current, in both directions. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="md">
      <SortBar {...args} />
      <SortBar {...args} sort={{ sortBy: 'rating', direction: 'desc' }} ratingField="bRating" />
      <SortBar {...args} sort={{ sortBy: 'name', direction: 'asc' }} />
    </Stack>
  ),
};

/** Another list's keys and names, without the rating select (the staff's user list). */
export const OwnKeys: Story = {
  args: {
    sort: { sortBy: 'name', direction: 'asc' },
    keys: ['createdAt', 'name'],
    labels: { createdAt: 'По дате регистрации', name: 'По имени' },
    onRatingFieldChange: undefined,
  },
  render: (args) => <LiveSortBar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'По дате регистрации' }));
    await expect(
      canvas.getByRole('button', { name: 'По дате регистрации, по убыванию' }),
    ).toBeInTheDocument();
  },
};

/** Tab to a key, Enter sorts by it descending, Enter again flips it. */
export const KeyboardSort: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      sortBy: 'createdAt',
      direction: 'desc',
    });
    await expect(
      canvas.getByRole('button', { name: 'По дате добавления, по убыванию' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      sortBy: 'createdAt',
      direction: 'asc',
    });
  },
};
