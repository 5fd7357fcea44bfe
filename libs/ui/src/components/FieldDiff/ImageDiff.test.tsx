import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageDiff } from './ImageDiff';

describe('ImageDiff', () => {
  it('shows «Было» and «Стало», each picture named by the field, the side and its place', () => {
    render(
      <ImageDiff
        label="Скриншоты и видео"
        before={[{ kind: 'image', preview: '/a-small.png', full: '/a.png' }]}
        after={[
          { kind: 'image', preview: '/a-small.png', full: '/a.png' },
          { kind: 'image', preview: '/b-small.png', full: '/b.png' },
        ]}
      />,
    );
    const before = screen.getByRole('group', { name: 'Было' });
    const after = screen.getByRole('group', { name: 'Стало' });
    expect(within(before).getByRole('img', { name: 'Скриншоты и видео, было: 1' })).toHaveAttribute(
      'src',
      '/a-small.png',
    );
    expect(
      within(after)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Скриншоты и видео, стало: 1', 'Скриншоты и видео, стало: 2']);
  });

  it('says «Нет» on a side without pictures', () => {
    render(
      <ImageDiff
        label="Постер"
        before={[]}
        after={[{ kind: 'image', preview: '/p.png', full: '/p.png' }]}
      />,
    );
    const before = screen.getByRole('group', { name: 'Было' });
    expect(before).toHaveTextContent('Нет');
    expect(within(before).queryByRole('img')).toBeNull();
  });

  it('names a video instead of playing it', () => {
    render(
      <ImageDiff
        label="Скриншоты и видео"
        before={[]}
        after={[{ kind: 'video', id: 'dQw4w9WgXcQ' }]}
      />,
    );
    const after = screen.getByRole('group', { name: 'Стало' });
    expect(after).toHaveTextContent('Видео YouTube: dQw4w9WgXcQ');
    expect(after.querySelector('iframe')).toBeNull();
  });

  it('keeps a className given by the caller beside its own', () => {
    const { container } = render(
      <ImageDiff label="Фон" before={[]} after={[]} className="extra" />,
    );
    const element = container.firstElementChild;
    expect(element).toHaveClass('extra');
    expect(element?.classList.length).toBeGreaterThan(1);
  });
});
