import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';
import { UserName } from './UserName';

/** An ordinary reader, then staff (moderator and administrator look alike). */
const staffness = [false, true, true] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Content/UserName',
  component: UserName,
  tags: ['autodocs'],
  args: { name: 'Славя', href: '#/user/slavya', isStaff: false },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof UserName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Reader and staff × size, as a link and as plain text: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(3, max-content)" gap={12}>
      {sizes.flatMap((size) =>
        staffness.map((isStaff, index) => (
          <UserName
            key={`${size}-${index}`}
            size={size}
            isStaff={isStaff}
            name="Алиса Двачевская"
            href="#/user/alisa"
          />
        )),
      )}
      {staffness.map((isStaff, index) => (
        <UserName key={`text-${index}`} isStaff={isStaff} name="Окабэ Ринтаро" />
      ))}
    </CatalogGrid>
  ),
};

/** The name is a link reached with Tab; a moderator's name carries the chip. */
export const ModeratorLink: Story = {
  args: { name: 'Ольга Дмитриевна', href: '#/user/olga', isStaff: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await tabTo(canvasElement, 'link', 'Ольга Дмитриевна');
    await expect(link).toHaveAttribute('href', '#/user/olga');
    await expect(canvas.getByText('Модератор')).toBeVisible();
  },
};
