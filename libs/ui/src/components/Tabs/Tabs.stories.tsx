import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { NovelTabs } from './Tabs.fixtures';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';

const meta = {
  title: 'Controls/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'pill'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Разделы новеллы">
        <Tab id="about">Описание</Tab>
        <Tab id="screens">Скриншоты</Tab>
        <Tab id="reviews">Рецензии</Tab>
        <Tab id="closed" isDisabled>
          Архив
        </Tab>
      </TabList>
      <TabPanel id="about">Семён просыпается в пионерлагере «Совёнок».</TabPanel>
      <TabPanel id="screens">Скриншотов пока нет.</TabPanel>
      <TabPanel id="reviews">Рецензий пока нет.</TabPanel>
      <TabPanel id="closed">Архив закрыт.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant × orientation, with a disabled tab: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={24}>
      {(['line', 'pill'] as const).flatMap((variant) =>
        (['horizontal', 'vertical'] as const).map((orientation) => (
          <NovelTabs
            key={`${variant}-${orientation}`}
            label={`Разделы (${variant}, ${orientation})`}
            variant={variant}
            orientation={orientation}
            defaultSelectedKey="screens"
          />
        )),
      )}
    </CatalogGrid>
  ),
};

/** Tab reaches the selected tab; the right arrow selects the next and shows its panel. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'tab', 'Описание');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Скриншоты' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Скриншотов пока нет.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('screens');
  },
};
