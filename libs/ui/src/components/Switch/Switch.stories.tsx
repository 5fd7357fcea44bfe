import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sizeArgType, StatesCatalog, toggleOnWithSpace } from '../../fixtures/story-helpers';
import { Switch } from './Switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Показывать спойлеры', onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={Switch}
      columns="repeat(2, max-content)"
      states={{
        off: { label: 'Уведомления' },
        on: { label: 'Тёмная тема', defaultSelected: true },
        described: {
          label: 'Скрывать 18+',
          description: 'Новеллы для взрослых не попадут в каталог',
        },
        disabled: { label: 'Личные сообщения', isDisabled: true },
        'disabled-on': { label: 'Рассылка', isDisabled: true, defaultSelected: true },
      }}
    />
  ),
};

/** Reached with Tab and flipped with Space. */
export const KeyboardToggle: Story = {
  play: ({ args, canvasElement }) =>
    toggleOnWithSpace(canvasElement, 'switch', 'Показывать спойлеры', args.onChange),
};
