import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DevelopmentStatus } from '@vn/domain';
import { NovelGrid } from './NovelGrid';

const poster = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="310"><rect width="220" height="310" fill="hsl(${hue} 45% 55%)"/></svg>`,
  )}`;

const names = [
  'Бесконечное лето',
  'Steins;Gate',
  'Ever17',
  'Clannad',
  'Katawa Shoujo',
  'Umineko',
  'Saya no Uta',
];
const statuses: DevelopmentStatus[] = [
  'done',
  'demo',
  'inProcess',
  'done',
  'freeze',
  'done',
  'demoFreeze',
];

const meta = {
  title: 'Content/NovelGrid',
  component: NovelGrid,
  tags: ['autodocs'],
  args: {
    label: 'Визуальные новеллы',
    novels: names.map((name, index) => ({
      key: String(index),
      href: `#novel-${index}`,
      name,
      posterSrc: poster(index * 47),
      posterWidth: 220,
      posterHeight: 310,
      status: statuses[index] ?? 'done',
      rating: 6.5 + index * 0.4,
      translationStatuses: ['done'],
    })),
  },
} satisfies Meta<typeof NovelGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A page of cards (5 columns wide, fewer on narrow screens). */
export const Catalog: Story = {};

/** An empty page. */
export const Empty: Story = { args: { novels: [] } };
