import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostPreview } from './PostPreview';

/* happy-dom does no layout, so the body's height is set here, as a browser would report it. */
function withBodyHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

afterEach(() => vi.restoreAllMocks());

const preview = (extra: { leadingImageHeight?: number } = {}) => (
  <PostPreview title="Правила добавления новелл" href="/posts/8" {...extra}>
    <p>Текст статьи</p>
  </PostPreview>
);

describe('PostPreview (docs/product §9)', () => {
  it('links the title to the article', () => {
    withBodyHeight(100);
    render(preview());
    expect(screen.getByRole('link', { name: 'Правила добавления новелл' })).toHaveAttribute(
      'href',
      '/posts/8',
    );
  });

  it('shows a short body whole, without a button', () => {
    withBodyHeight(300);
    render(preview());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses a body above 300 px and unfolds it with "Читать далее"', async () => {
    withBodyHeight(301);
    render(preview());
    const toggle = screen.getByRole('button', { name: 'Читать далее' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Свернуть' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('allows the first image plus 200 px for image-first posts', () => {
    withBodyHeight(550);
    render(preview({ leadingImageHeight: 400 }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
