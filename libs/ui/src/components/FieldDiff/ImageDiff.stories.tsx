import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProjectImage } from '@vn/domain';
import { samplePoster } from '../../fixtures/catalogue.fixtures';
import { Stack } from '../Stack';
import { ImageDiff } from './ImageDiff';

const poster = (hue: number): ProjectImage => {
  const src = samplePoster(hue);
  return { kind: 'image', preview: src, full: src };
};

const screenshot = (hue: number): ProjectImage => {
  const src = samplePoster(hue, 320, 180);
  return { kind: 'image', preview: src, full: src };
};

const meta = {
  title: 'Content/FieldDiff/ImageDiff',
  component: ImageDiff,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A picture field of a proposed edit (docs/product §A4): «Было» and «Стало» side by side, one above the other on a phone.',
      },
    },
  },
  args: { label: 'Постер', before: [poster(20)], after: [poster(200)] },
} satisfies Meta<typeof ImageDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A poster where there was none, screenshots with a video, and a background taken away. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="xl">
      <ImageDiff label="Постер" before={[]} after={[poster(120)]} />
      <ImageDiff
        label="Скриншоты и видео"
        before={[screenshot(30), screenshot(90), { kind: 'video', id: 'dQw4w9WgXcQ' }]}
        after={[
          screenshot(30),
          screenshot(250),
          screenshot(300),
          { kind: 'video', id: 'jNQXAC9IVRw' },
        ]}
      />
      <ImageDiff label="Фон" before={[screenshot(180)]} after={[]} />
    </Stack>
  ),
};
