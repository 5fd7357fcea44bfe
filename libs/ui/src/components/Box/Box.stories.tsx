import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The layout primitive. Layout props take theme tokens only and may differ per breakpoint: `padding={{ mobile: "sm", desktop: "xl" }}`.',
      },
    },
  },
  args: { padding: 'lg', background: 'surface', borderRadius: 'md', children: 'Блок с отступами' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Spacing tokens and surfaces, in rows and columns. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="lg">
      <Stack direction="row" gap="md" flexWrap="wrap">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((padding) => (
          <Box
            key={padding}
            padding={padding}
            background="surface"
            borderRadius="md"
            boxShadow="sm"
          >
            {padding}
          </Box>
        ))}
      </Stack>
      <Stack direction="row" gap="md">
        {(['background', 'surface', 'raised', 'subtle'] as const).map((background) => (
          <Box key={background} padding="md" background={background} borderRadius="sm" color="text">
            {background}
          </Box>
        ))}
      </Stack>
      <Box display={{ mobile: 'block', desktop: 'flex' }} gap="md" color="muted">
        <Box padding="sm">Колонка на мобильном,</Box>
        <Box padding="sm">строка на компьютере</Box>
      </Box>
    </Stack>
  ),
};
