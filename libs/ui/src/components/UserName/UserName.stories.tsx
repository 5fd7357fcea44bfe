import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';
import { UserName } from './UserName';

const roles = ['staff', 'moderator', 'admin'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Content/UserName',
  component: UserName,
  tags: ['autodocs'],
  args: { name: 'Славя', href: '#/user/slavya', role: 'staff' },
  argTypes: {
    role: { control: 'inline-radio', options: roles },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof UserName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every role × size, as a link and as plain text: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(3, max-content)" gap={12}>
      {sizes.flatMap((size) =>
        roles.map((role) => (
          <UserName
            key={`${size}-${role}`}
            size={size}
            role={role}
            name="Алиса Двачевская"
            href="#/user/alisa"
          />
        )),
      )}
      {roles.map((role) => (
        <UserName key={`text-${role}`} role={role} name="Окабэ Ринтаро" />
      ))}
    </CatalogGrid>
  ),
};

/** The name is a link reached with Tab; a moderator's name carries the chip. */
export const ModeratorLink: Story = {
  args: { name: 'Ольга Дмитриевна', href: '#/user/olga', role: 'moderator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await tabTo(canvasElement, 'link', 'Ольга Дмитриевна');
    await expect(link).toHaveAttribute('href', '#/user/olga');
    await expect(canvas.getByText('Модератор')).toBeVisible();
  },
};
