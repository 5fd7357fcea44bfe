import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentBlock } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { LEGACY_HTML_BODY } from '../fixtures/blocks.fixtures';
import { HIDDEN_CONTENT_NOTE } from '../MarkupView';
import { BlocksView } from './BlocksView';

function view(blocks: readonly ContentBlock[] | string, showHidden = false) {
  return render(<BlocksView value={blocks} showHidden={showHidden} />).container;
}

describe('BlocksView (docs/product §3 "Content blocks")', () => {
  it('draws each row as the markup of docs/product §3', () => {
    view([{ type: 'text', text: 'Это [b]важно[/b] и [a href="https://vndb.org"]ссылка[/a]' }]);
    expect(screen.getByText('важно').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'ссылка' })).toHaveAttribute(
      'href',
      'https://vndb.org',
    );
  });

  it('shows a header as a section heading and code as typed', () => {
    const root = view([
      { type: 'header', text: 'Глава 1' },
      { type: 'code', text: 'if (a) {\n  b();\n}' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Глава 1' })).toBeVisible();
    expect(root.querySelector('pre > code')?.textContent).toBe('if (a) {\n  b();\n}');
  });

  it('shows pictures with their descriptions; a bigger one opens in a new tab', () => {
    view([
      {
        type: 'image',
        images: [
          { preview: '/p.png', full: '/full.png', width: 640, height: 360, alt: 'Кадр' },
          { preview: '/q.png', full: '/q.png', alt: '' },
        ],
      },
    ]);
    const described = screen.getByRole('img', { name: 'Кадр' });
    expect(described).toHaveAttribute('src', '/p.png');
    expect(described).toHaveAttribute('width', '640');
    const link = screen.getByRole('link', { name: 'Кадр' });
    expect(link).toHaveAttribute('href', '/full.png');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Without a description, a picture is still named; without a bigger version, it links nowhere.
    expect(screen.getByRole('img', { name: 'Изображение' }).closest('a')).toBeNull();
  });

  it('hides a spoiler’s blocks behind its title until it is opened', async () => {
    view([{ type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'Все выжили' }] }]);
    const toggle = screen.getByRole('button', { name: 'Финал' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Все выжили')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Все выжили')).toBeVisible();
  });

  it('titles a spoiler stored with a blank title "Спойлер" (docs/product §5)', () => {
    view([{ type: 'spoiler', title: ' ', blocks: [{ type: 'text', text: 'x' }] }]);
    expect(screen.getByRole('button', { name: 'Спойлер' })).toBeVisible();
  });

  it('sets a quote off, holding its own blocks', () => {
    const root = view([
      {
        type: 'quote',
        blocks: [
          { type: 'header', text: 'Из игры' },
          { type: 'text', text: 'слова' },
        ],
      },
    ]);
    const quote = root.querySelector('blockquote');
    expect(quote).not.toBeNull();
    expect(within(quote as HTMLElement).getByRole('heading', { name: 'Из игры' })).toBeVisible();
    expect(within(quote as HTMLElement).getByText('слова')).toBeVisible();
  });

  it('draws no empty rows at the end of a list (the editor’s), but keeps one between rows', () => {
    const root = view([
      { type: 'text', text: 'первая' },
      { type: 'text', text: '' },
      { type: 'text', text: 'вторая' },
      { type: 'text', text: '' },
    ]);
    expect(root.firstElementChild?.childElementCount).toBe(3);
  });

  it('keeps hidden text for signed-in readers', () => {
    view([{ type: 'text', text: '[hide]секрет[/hide]' }]);
    expect(screen.queryByText('секрет')).toBeNull();
    expect(screen.getByText(HIDDEN_CONTENT_NOTE)).toBeVisible();
  });

  it('shows an older post’s HTML body converted to blocks (docs/product §4 "Post editing")', () => {
    view(LEGACY_HTML_BODY);
    expect(screen.getByRole('heading', { name: 'Старая статья' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ночной город' })).toBeVisible();
  });

  it('shows what a writer typed as text, never as HTML', () => {
    const root = view([
      { type: 'header', text: '<img src=x onerror=alert(1)>' },
      { type: 'code', text: '<script>alert(1)</script>' },
    ]);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
