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
        eagerPosters={2}
        novels={['a', 'b', 'c'].map(withPoster)}
      />,
    );
    const loading = [...container.querySelectorAll('img')].map((image) =>
      image.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'lazy']);
  });

  it('says "Ничего не найдено" when the page is empty', () => {
    render(<NovelGrid label="Визуальные новеллы" novels={[]} />);
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
