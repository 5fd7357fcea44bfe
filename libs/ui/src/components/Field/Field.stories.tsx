import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { FieldDescription, FieldError, FieldLabel } from './Field';
import { fieldInput, fieldRoot } from './Field.css';

/**
 * The field kit: the label, description and error every labelled field renders (TextField, Select,
 * ComboBox, DateField, TagInput, RadioGroup, …), here around a bare react-aria `TextField`.
 */
const meta = {
  title: 'Controls/Field',
  component: FieldLabel,
  tags: ['autodocs'],
  args: { children: 'Название' },
  render: (args) => (
    <TextField className={fieldRoot}>
      <FieldLabel {...args} />
      <Input className={fieldInput()} />
      <FieldDescription>Как на обложке</FieldDescription>
    </TextField>
  ),
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every part, valid and invalid: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(auto-fit, 260px)" gap={16}>
      <TextField className={fieldRoot} defaultValue="Бесконечное лето">
        <FieldLabel>Название</FieldLabel>
        <Input className={fieldInput()} />
        <FieldDescription>Как на обложке</FieldDescription>
        <FieldError />
      </TextField>
      <TextField className={fieldRoot} defaultValue="ab" isInvalid>
        <FieldLabel>Имя пользователя</FieldLabel>
        <Input className={fieldInput()} />
        <FieldDescription>Латиница и цифры</FieldDescription>
        <FieldError>Длина имени пользователя должна быть не менее 3 символов</FieldError>
      </TextField>
    </CatalogGrid>
  ),
};

/** The label names the input and the description describes it. */
export const NamedAndDescribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Название' });
    await expect(input).toHaveAccessibleDescription('Как на обложке');
    await userEvent.click(canvas.getByText('Название'));
    await expect(input).toHaveFocus();
  },
};
