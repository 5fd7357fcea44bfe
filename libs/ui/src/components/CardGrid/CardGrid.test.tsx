import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('is a named list with one item per card', () => {
    render(
      <CardGrid aria-label="Визуальные новеллы">
        <article>Бесконечное лето</article>
        <article>Steins;Gate</article>
        <article>Ever17</article>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Визуальные новеллы' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});
