import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tabTo } from '../../fixtures/story-helpers';
import { NovelCard } from './NovelCard';

/**
 * A generated poster (no network images), a gradient with a title, as the card's poster props: the
 * picture with the size it is drawn at.
 */
function poster(title: string, from: string, to: string, width = 220, height = 310) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="20" text-anchor="middle">${title}</text></svg>`;
  return {
    posterSrc: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`,
    posterWidth: width,
    posterHeight: height,
  };
}

const summer = poster('Бесконечное лето', '#f29e4c', '#5a3ec8');
const steins = poster('Steins;Gate', '#2b2350', '#8a8a8a');
const tall = poster('Длинный постер', '#1f7a43', '#1c1a27', 220, 600);

const meta = {
  title: 'Content/NovelCard',
  component: NovelCard,
  tags: ['autodocs'],
  args: {
    href: '#/novels/beskonechnoe-leto',
    name: 'Бесконечное лето',
    ...summer,
    status: 'done',
    rating: 8.34,
    externalRating: 72,
    translationStatus: 'done',
    readingList: 'reading',
  },
} satisfies Meta<typeof NovelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every status, with and without poster, list mark, ratings and translation: the visual baseline. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <NovelCard {...args} readingList="read" />
      <NovelCard
        href="#/novels/steins-gate"
        name="Steins;Gate"
        {...steins}
        status="demo"
        externalRating={89}
        translationStatus="demo"
        translationPercent={45}
      />
      <NovelCard
        href="#/novels/tall"
        name="Очень длинное название новеллы, которое не помещается в две строки карточки"
        {...tall}
        status="inProcess"
        rating={6}
        readingList="wantRead"
      />
      <NovelCard href="#/novels/no-poster" name="Без постера" status="freeze" />
      <NovelCard
        href="#/novels/demo-freeze"
        name="Katawa Shoujo"
        status="demoFreeze"
        translationStatus="freeze"
        readingList="dropped"
        rating={7.5}
      />
      <NovelCard
        href="#/novels/veiled"
        name="Отмеченный постер"
        {...steins}
        status="done"
        isPosterVeiled
      />
    </div>
  ),
};

/** The card is one link reached with Tab; its name starts with the novel's name. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = await tabTo(canvasElement, 'link', /^Бесконечное лето/);
    await expect(link).toHaveAttribute('href', '#/novels/beskonechnoe-leto');
    await expect(link).toHaveAccessibleName(/Полный/);
  },
};

/** A poster marked sexual content or violence: blurred, with the button that shows it beside the link. */
export const VeiledPoster: Story = {
  args: { isPosterVeiled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Бесконечное лето/ });
    await expect(link).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать постер' }));
    await expect(canvas.queryByRole('button', { name: 'Показать постер' })).toBeNull();
  },
};
