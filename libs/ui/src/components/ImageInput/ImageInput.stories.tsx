import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sizeArgType, SizeCatalog } from '../../fixtures/story-helpers';
import { ImageInput } from './ImageInput';

const meta = {
  title: 'Controls/ImageInput',
  component: ImageInput,
  tags: ['autodocs'],
  args: { onImages: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <SizeCatalog
      columns="repeat(2, 360px)"
      states={(size) => [
        <ImageInput key={`${size}-default`} size={size} onImages={() => {}} />,
        <ImageInput
          key={`${size}-described`}
          size={size}
          onImages={() => {}}
          description="До 8 изображений к комментарию"
        />,
        <ImageInput key={`${size}-disabled`} size={size} onImages={() => {}} isDisabled />,
        <ImageInput
          key={`${size}-invalid`}
          size={size}
          onImages={() => {}}
          isInvalid
          errorMessage="Можно прикрепить не больше 8 изображений"
        />,
      ]}
    />
  ),
};

const transferOf = (...files: File[]) => {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
};
const poster = () => new File(['png'], 'Бесконечное лето.png', { type: 'image/png' });
const notes = () => new File(['txt'], 'заметки.txt', { type: 'text/plain' });

/**
 * By keyboard: Tab focuses the drop zone and a paste there delivers the image once; Tab reaches
 * the file button, and a paste there works too.
 */
export const KeyboardPaste: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // react-aria names the zone's hidden drop button "DropZone" (localized) plus the hint.
    await expect(document.activeElement).toHaveAccessibleName(
      /Перетащите изображения или вставьте из буфера/,
    );
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', {
        clipboardData: transferOf(poster(), notes()),
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(args.onImages).toHaveBeenCalledTimes(1));
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Выбрать изображения' });
    await expect(button).toHaveFocus();
    button.dispatchEvent(
      new ClipboardEvent('paste', {
        clipboardData: transferOf(poster()),
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(args.onImages).toHaveBeenCalledTimes(2));
    const [files] = (args.onImages as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(files.map((file) => file.name)).toEqual(['Бесконечное лето.png']);
  },
};
