import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from './RadioGroup';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';

const statuses = [
  { id: 'translated', label: 'Переведена' },
  { id: 'inProgress', label: 'В процессе' },
  { id: 'frozen', label: 'Заморожена' },
];

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Статус перевода',
    onChange: fn(),
    children: statuses.map((status) => (
      <RadioGroupItem key={status.id} value={status.id}>
        {status.label}
      </RadioGroupItem>
    )),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const items = (size: 'sm' | 'md') =>
  statuses.map((status) => (
    <RadioGroupItem key={status.id} value={status.id} size={size}>
      {status.label}
    </RadioGroupItem>
  ));

/** Every orientation × size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(2, max-content)" gap={24}>
      {(['sm', 'md'] as const).flatMap((size) => [
        <RadioGroup key={`${size}-empty`} label="Статус перевода">
          {items(size)}
        </RadioGroup>,
        <RadioGroup
          key={`${size}-value`}
          label="Статус перевода"
          defaultValue="inProgress"
          orientation="horizontal"
          description="Как указано переводчиками"
        >
          {items(size)}
        </RadioGroup>,
        <RadioGroup
          key={`${size}-disabled`}
          label="Статус перевода"
          isDisabled
          defaultValue="frozen"
        >
          {items(size)}
        </RadioGroup>,
        <RadioGroup
          key={`${size}-invalid`}
          label="Статус перевода"
          isInvalid
          errorMessage="Выберите статус"
        >
          {items(size)}
        </RadioGroup>,
      ])}
      <RadioGroup label="Статус перевода" defaultValue="translated">
        <RadioGroupItem value="translated">Переведена</RadioGroupItem>
        <RadioGroupItem value="frozen" isDisabled>
          Заморожена (недоступно)
        </RadioGroupItem>
      </RadioGroup>
    </CatalogGrid>
  ),
};

/** Tab enters the group on its first option; arrows move and select. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'radio', 'Переведена');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'В процессе' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('inProgress');
  },
};
