import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Удалить новеллу?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Удалить</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The destructive variant with a message, open: the visual baseline. */
export const Catalog: Story = {
  render: (args) => (
    <ConfirmDialog
      {...args}
      defaultOpen
      variant="destructive"
      title='Вы действительно хотете удалить черновик "Бесконечное лето"?'
      message="Его будет нельзя восстановить."
      confirmLabel="Удалить"
    />
  ),
};

/** A plain confirmation open with the default labels "Отмена" and "Да". */
export const CatalogDefault: Story = {
  render: (args) => <ConfirmDialog {...args} defaultOpen title="Исключить пользователя Славя?" />,
};

/** Keyboard: Enter opens, Tab reaches "Да", Enter confirms and closes. */
export const KeyboardConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Удалить новеллу?' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Да' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Keyboard: Enter on "Отмена" cancels without confirming. */
export const KeyboardCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('alertdialog');
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
