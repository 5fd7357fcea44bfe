import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageVeil } from './ImageVeil';

/** A generated picture (no network images). */
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#5a3ec8"/><circle cx="160" cy="100" r="60" fill="#f29e4c"/></svg>',
)}`;

const meta = {
  title: 'Content/ImageVeil',
  component: ImageVeil,
  tags: ['autodocs'],
  args: {
    isVeiled: true,
    children: <img src={picture} alt="Скриншот 1" width={320} height={200} />,
  },
} satisfies Meta<typeof ImageVeil>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blurred, hidden from screen readers, one button to show it. */
export const Veiled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Скриншот 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать изображение' }));
    await expect(canvas.getByRole('img', { name: 'Скриншот 1' })).toBeVisible();
  },
};

/** Not marked, or the reader chose to see such images: the image as it is. */
export const Shown: Story = { args: { isVeiled: false } };

/** Veiled and shown side by side: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <ImageVeil isVeiled>
        <img src={picture} alt="Скрытый скриншот" width={320} height={200} />
      </ImageVeil>
      <ImageVeil isVeiled={false}>
        <img src={picture} alt="Открытый скриншот" width={320} height={200} />
      </ImageVeil>
    </div>
  ),
};
