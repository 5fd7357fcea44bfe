import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { PostPreview } from './PostPreview';

const paragraph =
  'Перед тем как добавить новеллу, проверьте, нет ли её уже в каталоге: воспользуйтесь поиском по названию и альтернативным названиям. Заполните все поля, которые знаете, и приложите постер хорошего качества.';

const longBody = (
  <>
    {Array.from({ length: 8 }, (_, index) => (
      <p key={index}>{paragraph}</p>
    ))}
  </>
);

const meta = {
  title: 'Content/PostPreview',
  component: PostPreview,
  tags: ['autodocs'],
  args: {
    title: 'Правила добавления новелл',
    href: '#post-8',
    meta: 'Работа сайта · Модератор · 12 комментариев',
    children: longBody,
  },
} satisfies Meta<typeof PostPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long post collapsed, and a short one shown whole. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="lg">
      <PostPreview {...args} />
      <PostPreview {...args} title="Короткая новость">
        <p>Каталог обновлён.</p>
      </PostPreview>
    </Stack>
  ),
};

/** Tab to "Читать далее", Enter unfolds the post, Enter again folds it. */
export const KeyboardExpand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Читать далее' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Свернуть' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Читать далее' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
