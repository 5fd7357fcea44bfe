import type { Meta, StoryObj } from '@storybook/react-vite';
import { textDiff } from '@vn/domain';
import { Stack } from '../Stack';
import { TextDiff } from './TextDiff';

const descriptionBefore = `Семён засыпает в автобусе зимой, а просыпается летом — у ворот пионерского лагеря «Совёнок». Вокруг него незнакомые девушки, вожатая и смена, которая продлится всего неделю.

Игроку предстоит выяснить, как он сюда попал и есть ли дорога назад. В игре пять концовок и несколько рутов.

Официальная страница: https://example.com/everlasting-summer/official-page-with-a-very-long-address`;

const descriptionAfter = `Семён засыпает в автобусе зимой, а просыпается жарким летом — у ворот пионерского лагеря «Совёнок». Вокруг него незнакомые девушки, строгая вожатая и смена, которая продлится ровно неделю.

Игроку предстоит выяснить, как он сюда попал и есть ли дорога назад. В игре тринадцать концовок и шесть рутов, у каждой героини свой.

Официальная страница: https://example.com/everlasting-summer/official-page-with-a-very-long-address-2`;

const meta = {
  title: 'Content/FieldDiff/TextDiff',
  component: TextDiff,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text field of a proposed edit, word by word (docs/product §A4). The site computes the parts with the domain’s `textDiff`; the component only shows them.',
      },
    },
  },
  args: {
    parts: textDiff(
      'Семён приезжает в лагерь «Совёнок».',
      'Семён попадает в пионерский лагерь «Совёнок».',
    ),
  },
} satisfies Meta<typeof TextDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long description with several edits, line breaks and a long address. */
export const LongText: Story = {
  args: { parts: textDiff(descriptionBefore, descriptionAfter) },
};

/**
 * A word replaced, words added, words removed, a text where there was none, a long description, and
 * nothing on either side.
 */
export const Catalog: Story = {
  render: () => (
    <Stack gap="lg">
      <TextDiff parts={textDiff('Бесконечное лето', 'Бесконечное Лето')} />
      <TextDiff parts={textDiff('Перевод готов.', 'Перевод почти готов.')} />
      <TextDiff parts={textDiff('Полная версия с озвучкой и дополнением', 'Полная версия')} />
      <TextDiff parts={textDiff('', 'https://example.com/everlasting-summer')} />
      <TextDiff parts={textDiff(descriptionBefore, descriptionAfter)} />
      <TextDiff parts={[]} />
    </Stack>
  ),
};
