import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: 'Права на редактирование' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger>
      <Button>Открыть</Button>
      <Dialog {...args}>
        <p style={{ margin: 0 }}>
          Владельцы страницы «Бесконечное лето» могут править её без ревью.
        </p>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The dialog open, with a body and an action row: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <Dialog title="Steins;Gate" defaultOpen>
      {({ close }) => (
        <>
          <p style={{ margin: 0 }}>
            Визуальная новелла о путешествиях во времени. Полный перевод, 30–50 часов.
          </p>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button variant="secondary" onPress={close}>
              Отмена
            </Button>
            <Button onPress={close}>Сохранить</Button>
          </div>
        </>
      )}
    </Dialog>
  ),
};

/** Opened with Enter, focus moves in and stays there; Escape closes and returns focus. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Открыть' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Права на редактирование' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives focus back in the frame after the dialog leaves, not with its removal.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
