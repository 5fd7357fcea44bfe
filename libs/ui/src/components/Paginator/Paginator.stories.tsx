import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo, useReportedState } from '../../fixtures/story-helpers';
import { Paginator, type PaginatorProps } from './Paginator';

function Controlled(props: PaginatorProps) {
  const [page, changePage] = useReportedState(props.page, props.onPageChange);
  return <Paginator {...props} page={page} onPageChange={changePage} />;
}

const meta = {
  title: 'Controls/Paginator',
  component: Paginator,
  tags: ['autodocs'],
  args: { page: 0, pageCount: 12, onPageChange: fn() },
  argTypes: sizeArgType,
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × position × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={Paginator}
      gap={12}
      states={(size) => ({
        few: {
          page: 1,
          pageCount: 4,
          onPageChange: () => {},
          'aria-label': `Страницы (${size}, мало)`,
        },
        start: {
          page: 0,
          pageCount: 40,
          onPageChange: () => {},
          'aria-label': `Страницы (${size}, начало)`,
        },
        middle: {
          page: 19,
          pageCount: 40,
          onPageChange: () => {},
          'aria-label': `Страницы (${size}, середина)`,
        },
        end: {
          page: 39,
          pageCount: 40,
          onPageChange: () => {},
          'aria-label': `Страницы (${size}, конец)`,
        },
        max: {
          page: 0,
          pageCount: 500,
          onPageChange: () => {},
          'aria-label': `Страницы (${size}, не больше 100)`,
        },
        disabled: {
          page: 2,
          pageCount: 10,
          onPageChange: () => {},
          isDisabled: true,
          'aria-label': `Страницы (${size}, недоступно)`,
        },
      })}
    />
  ),
};

/** Below 600 px: previous, "N из M", next. */
export const Mobile: Story = {
  args: { page: 4, pageCount: 30 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** By keyboard only: Tab to page 2, Enter; Shift+Tab back to "previous", Space. */
export const KeyboardPaging: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabTo(canvasElement, 'button', 'Страница 1');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
  },
};
