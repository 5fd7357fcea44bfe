import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, type CarouselItem } from './Carousel';
import { tabTo } from '../../fixtures/story-helpers';

/** A generated screenshot (no network images): a gradient with a caption. */
function screenshot(caption: string, from: string, to: string, width = 1280, height = 720): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 10)}" text-anchor="middle">${caption}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const screenshots: CarouselItem[] = [
  { kind: 'image', src: screenshot('Автобус', '#f29e4c', '#5a3ec8'), alt: 'Остановка автобуса' },
  {
    kind: 'image',
    src: screenshot('Лагерь', '#1f7a43', '#2b2350'),
    alt: 'Ворота лагеря «Совёнок»',
  },
  { kind: 'image', src: screenshot('Столовая', '#b4232c', '#f2c14c'), alt: 'Столовая в полдень' },
  { kind: 'image', src: screenshot('Костёр', '#1c1a27', '#c8553e'), alt: 'Ночной костёр' },
];

/** A portrait poster: letterboxed, not cropped. */
const poster: CarouselItem = {
  kind: 'image',
  src: screenshot('Постер', '#5a3ec8', '#1c1a27', 600, 900),
  alt: 'Постер «Бесконечное лето»',
};

/** A video comes after an image: its player (the network) appears only when its slide is shown. */
const withVideo: CarouselItem[] = [
  ...screenshots.slice(0, 2),
  { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Трейлер игры' },
];

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { items: screenshots, onIndexChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Carousel {...args} />
    </div>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At the start, in the middle, at the end, a letterboxed poster, a video slide and one item. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: 24,
      }}
    >
      <Carousel items={screenshots} aria-label="В начале" />
      <Carousel items={screenshots} defaultIndex={2} aria-label="В середине" />
      <Carousel items={screenshots} defaultIndex={3} aria-label="В конце" />
      <Carousel items={[poster, ...screenshots]} aria-label="Постер" />
      <Carousel items={withVideo} aria-label="С видео" />
      <Carousel items={screenshots.slice(0, 1)} aria-label="Один скриншот" />
    </div>
  ),
};

/** Tab to the carousel; the arrow keys, End and Home move the slides, and the live region says so. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'region', 'Скриншоты');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: '2 из 4' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Слайд 2 из 4');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('group', { name: '4 из 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Следующий слайд' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('group', { name: '1 из 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Предыдущий слайд' })).toBeDisabled();
  },
};

/**
 * Tab to the picker, ArrowRight to the second mark and Space picks it; then "Следующий слайд"
 * pressed to the end: disabled there, it hands focus to the region.
 */
export const KeyboardPickerAndButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Скриншоты' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await tabTo(canvasElement, 'radio', 'Слайд 1 из 4');
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: 'Слайд 2 из 4' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toBeChecked();
    await expect(canvas.getByRole('group', { name: '2 из 4' })).toBeVisible();
    // A real Tab leaves the picker at once (react-aria's toolbar handles it); the simulated Tab of
    // user-event would step through every mark, so focus goes to the button directly.
    const next = canvas.getByRole('button', { name: 'Следующий слайд' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: '4 из 4' })).toBeVisible();
    await expect(next).toBeDisabled();
    await waitFor(() => expect(region).toHaveFocus());
  },
};

/** A drag of 100 px snaps back; one of 101 px turns the slide (docs/product §9). */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('group', { name: '1 из 4' }).parentElement?.parentElement;
    if (!area) throw new Error('The slides area is missing');
    const swipe = async (pointerId: number, deltaX: number) => {
      await fireEvent.pointerDown(area, { pointerId, button: 0, clientX: 400 });
      await fireEvent.pointerMove(area, { pointerId, clientX: 400 + deltaX });
      await fireEvent.pointerUp(area, { pointerId, clientX: 400 + deltaX });
    };
    await swipe(1, -100);
    await expect(canvas.getByRole('group', { name: '1 из 4' })).toBeVisible();
    await swipe(2, -101);
    await expect(canvas.getByRole('group', { name: '2 из 4' })).toBeVisible();
  },
};

/** A screenshot marked sexual content or violence: blurred until "Показать изображение". */
export const VeiledScreenshot: Story = {
  args: {
    items: [
      {
        kind: 'image',
        src: screenshot('Сцена', '#b4232c', '#1c1a27'),
        alt: 'Сцена',
        isVeiled: true,
      },
      ...screenshots.slice(1, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать изображение' }));
    await expect(canvas.getByRole('img', { name: 'Сцена' })).toBeVisible();
  },
};
