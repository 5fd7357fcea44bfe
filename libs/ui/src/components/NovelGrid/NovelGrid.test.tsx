import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NovelGrid } from './NovelGrid';

const novel = (key: string, name: string) => ({
  key,
  href: `/novels/${key}`,
  name,
  status: 'done' as const,
});

describe('NovelGrid', () => {
  it('lists a card per project', () => {
    render(
      <NovelGrid
        label="Визуальные новеллы"
        novels={[novel('ever17', 'Ever17'), novel('clannad', 'Clannad')]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Визуальные новеллы' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /^Ever17/ })).toHaveAttribute(
      'href',
      '/novels/ever17',
    );
  });

  it('loads the posters of the first cards at once and the rest lazily', () => {
    const withPoster = (key: string) => ({ ...novel(key, key), posterSrc: `/p/${key}.webp` });
    const { container } = render(
      <NovelGrid
        label="Визуальные новеллы"
        eagerPosters={3}
        novels={['a', 'b', 'c', 'd'].map(withPoster)}
      />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    // The first row is fetched ahead of the scripts: one of its posters is the largest paint.
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'auto',
      'auto',
    ]);
  });

  it('says "Ничего не найдено" when the page is empty', () => {
    render(<NovelGrid label="Визуальные новеллы" novels={[]} />);
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
