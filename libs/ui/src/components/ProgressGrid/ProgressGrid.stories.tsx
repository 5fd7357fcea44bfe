import type { Meta, StoryObj } from '@storybook/react-vite';
import { translationStages, type TranslationPart } from '@vn/domain';
import { expect } from 'storybook/test';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';
import { ProgressGrid } from './ProgressGrid';

/** Four routes through every stage: one done, one at each state, two barely begun. */
const routes: TranslationPart[] = [
  {
    name: 'Пролог',
    lines: 1200,
    stages: {
      translation: { state: 'done' },
      editing: { state: 'done' },
      proofreading: { state: 'done' },
      technical: { state: 'done' },
      testing: { state: 'done' },
    },
  },
  {
    name: 'Рут Алисы',
    lines: 3400,
    stages: {
      translation: { state: 'done' },
      editing: { state: 'inProgress', percent: 60 },
      proofreading: { state: 'inProgress', percent: 10 },
      technical: { state: 'paused', percent: 30 },
      testing: { state: 'notStarted' },
    },
  },
  { name: 'Рут Лены', lines: 2600, stages: { translation: { state: 'inProgress', percent: 40 } } },
  { name: 'Рут Ульяны', lines: 2100, stages: { translation: { state: 'paused', percent: 15 } } },
];

/** A machine translation: no editing, one part for the whole game. */
const wholeGame: TranslationPart[] = [
  {
    name: 'Вся игра',
    lines: null,
    stages: { translation: { state: 'done' }, testing: { state: 'inProgress', percent: 70 } },
  },
];

const meta = {
  title: 'Content/ProgressGrid',
  component: ProgressGrid,
  tags: ['autodocs'],
  args: { stages: translationStages, parts: routes },
} satisfies Meta<typeof ProgressGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Every stage and every state across four routes with the whole translation's row, and a
 * translation of two stages and one part: the visual baseline (no play function). At 375 px the
 * first scrolls inside its frame.
 */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={24}>
      <ProgressGrid
        stages={translationStages}
        parts={routes}
        caption="Ход перевода: команда «Лето»"
      />
      <ProgressGrid
        stages={['translation', 'testing']}
        parts={wholeGame}
        caption="Ход машинного перевода"
      />
    </CatalogGrid>
  ),
};

/**
 * On a phone the table is wider than the screen: it scrolls inside its frame, which Tab reaches
 * (the arrows then scroll it), and the page itself does not scroll sideways.
 */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await tabTo(canvasElement, 'region', 'Ход перевода');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
