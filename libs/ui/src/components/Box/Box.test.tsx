import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from '../Stack';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element it is asked for, with its own attributes', () => {
    render(
      <Box as="section" aria-label="Новинки" padding="lg">
        Содержимое
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Новинки' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveTextContent('Содержимое');
  });

  it('turns layout props into classes, not attributes', () => {
    render(
      <Box
        data-testid="box"
        padding="lg"
        display={{ mobile: 'block', desktop: 'flex' }}
        className="own"
      >
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('display');
    expect(box).toHaveClass('own');
    expect(box.classList.length).toBeGreaterThanOrEqual(4);
  });
});

describe('Stack', () => {
  it('lays children out in a column by default and a row on request', () => {
    const { rerender } = render(<Stack data-testid="stack">x</Stack>);
    const column = screen.getByTestId('stack').className;
    rerender(
      <Stack data-testid="stack" direction="row">
        x
      </Stack>,
    );
    expect(screen.getByTestId('stack').className).not.toBe(column);
  });
});
