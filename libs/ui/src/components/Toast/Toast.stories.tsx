import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  createToastQueue,
  ToastQueueContext,
  ToastRegion,
  useToasts,
  type ToastKind,
} from './Toast';
import { tabTo } from '../../fixtures/story-helpers';

/**
 * Toasts are shown through a queue and drawn by one `ToastRegion` mounted at the app's root:
 *
 * ```tsx
 * <ToastRegion />                                   // once, at the root
 * toastQueue.add({ kind: 'error', text: 'Не удалось загрузить новеллы' }); // anywhere
 * const toasts = useToasts(); toasts.success('Черновик удален');          // in components
 * ```
 *
 * At most 3 show at once (the rest wait); each hides after 3000 ms unless `{ timeout: null }`.
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  decorators: [
    (Story) => {
      // Each story gets its own queue, so stories on the docs page do not share toasts.
      const [queue] = useState(createToastQueue);
      return (
        <ToastQueueContext.Provider value={queue}>
          <Story />
        </ToastQueueContext.Provider>
      );
    },
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const toasts = useToasts();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="danger" onPress={() => toasts.error('Не удалось загрузить новеллы')}>
        Показать ошибку
      </Button>
      <Button onPress={() => toasts.success('Черновик новеллы успешно создан')}>
        Показать успех
      </Button>
      <Button variant="secondary" onPress={() => toasts.info('Нет изменений')}>
        Показать сообщение
      </Button>
      <ToastRegion />
    </div>
  );
}

export const Default: Story = { render: () => <Demo /> };

const samples: { kind: ToastKind; text: string }[] = [
  { kind: 'error', text: 'Не удалось загрузить новеллу «Бесконечное лето»' },
  { kind: 'success', text: 'Черновик удален' },
  { kind: 'info', text: 'Нет изменений' },
];

function CatalogToasts() {
  const [queue] = useState(() => {
    const filled = createToastQueue();
    // Added last first: the newest toast is drawn on top.
    for (const sample of [...samples].reverse()) filled.add(sample, { timeout: null });
    return filled;
  });
  return <ToastRegion queue={queue} />;
}

/** Every kind, shown at once and kept open: the visual baseline. */
export const Catalog: Story = { render: () => <CatalogToasts /> };

/** Keyboard: Enter shows an error toast; Tab reaches the toast, then its close button; Enter closes. */
export const KeyboardShowAndClose: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await tabTo(canvasElement, 'button', 'Показать ошибку');
    await userEvent.keyboard('{Enter}');
    const shown = await page.findByRole('alertdialog', { name: 'Не удалось загрузить новеллы' });
    await expect(shown).toBeVisible();
    // Past the two other buttons, the region (last in the page) comes next in the tab order.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(shown).toHaveFocus();
    await userEvent.tab();
    const close = within(shown).getByRole('button', { name: 'Закрыть уведомление' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Four toasts in a row: only three show at once. */
export const AtMostThree: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    for (let press = 0; press < 4; press += 1) await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getAllByRole('alertdialog')).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'Показать ошибку' })).toHaveFocus();
  },
};
