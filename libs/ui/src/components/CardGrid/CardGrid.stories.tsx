import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { CardGrid } from './CardGrid';

const names = [
  'Бесконечное лето',
  'Steins;Gate',
  'Ever17',
  'Katawa Shoujo',
  'Doki Doki Literature Club!',
  'Fate/stay night',
  'Clannad',
  'Umineko',
  'Zero Escape',
  'Saya no Uta',
];

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The catalogue grid (docs/product §9): 5 columns, 4 below 1000 px, 3 below 880 px, 2 below 740 px; the gap tightens at 850 and 700 px.',
      },
    },
  },
  args: {
    'aria-label': 'Визуальные новеллы',
    children: names.map((name) => (
      <Box key={name} padding="md" background="surface" borderRadius="md" boxShadow="sm">
        {name}
      </Box>
    )),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The grid at full width; the visual test shoots it wide and narrow. */
export const Catalog: Story = {};
