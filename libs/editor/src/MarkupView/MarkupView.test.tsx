import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseMarkup } from '@vn/domain';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTENT_NOTE, MarkupView } from './MarkupView';

function view(markup: string, showHidden = false) {
  return render(<MarkupView value={markup} showHidden={showHidden} />).container;
}

describe('MarkupView (docs/product §3 rich text markup tags)', () => {
  it('renders b, i, u and s as strong, emphasis, underline and strike-through', () => {
    const root = view('[b]жирный[/b] [i]курсив[/i] [u]подчёркнутый[/u] [s]зачёркнутый[/s]');
    expect(root.querySelector('strong')).toHaveTextContent('жирный');
    expect(root.querySelector('em')).toHaveTextContent('курсив');
    expect(root.querySelector('u')).toHaveTextContent('подчёркнутый');
    expect(root.querySelector('s')).toHaveTextContent('зачёркнутый');
  });

  it('keeps nesting: a bold word inside italics', () => {
    const root = view('[i]очень [b]важно[/b][/i]');
    expect(root.querySelector('em > strong')).toHaveTextContent('важно');
  });

  it('opens an external link in a new tab, without passing the page or endorsing it', () => {
    view('[a href="https://example.org/page"]сайт[/a]');
    const link = screen.getByRole('link', { name: 'сайт' });
    expect(link).toHaveAttribute('href', 'https://example.org/page');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it("keeps another site's address whole under an app router that resolves relative hrefs", () => {
    // The site's router resolves every router link's href against the current page.
    render(
      <RouterProvider navigate={() => undefined} useHref={(href) => `/novels/x/${href}`}>
        <MarkupView value='[a href="https://example.org/page"]сайт[/a][a href="/posts/8"]пост[/a]' />
      </RouterProvider>,
    );
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute(
      'href',
      'https://example.org/page',
    );
    expect(screen.getByRole('link', { name: 'пост' })).toHaveAttribute(
      'href',
      '/novels/x//posts/8',
    );
  });

  it('keeps a link to a page of the site in the same tab', () => {
    view('[a href="/posts/8"]правила[/a]');
    const link = screen.getByRole('link', { name: 'правила' });
    expect(link).toHaveAttribute('href', '/posts/8');
    expect(link).not.toHaveAttribute('target');
  });

  it('aligns [center] and [right] text on a line of its own', () => {
    const root = view('[center]по центру[/center][right]справа[/right]');
    expect(root.querySelector('[data-align="center"]')).toHaveTextContent('по центру');
    expect(root.querySelector('[data-align="right"]')).toHaveTextContent('справа');
  });

  it('links a [user] mention to the profile, with the look-alike dot of docs/product §2.2', () => {
    view('[user]john.doe[/user]');
    expect(screen.getByRole('link', { name: 'john.doe' })).toHaveAttribute(
      'href',
      `/profile/john${encodeURIComponent('\u2024')}doe`,
    );
  });

  it('links a [novel] to the project page by its url', () => {
    view('[novel url="everlasting-summer"]Бесконечное лето[/novel]');
    expect(screen.getByRole('link', { name: 'Бесконечное лето' })).toHaveAttribute(
      'href',
      '/novels/everlasting-summer',
    );
  });

  it('hides a [spoiler] behind a disclosure named by its title until it is opened', async () => {
    view('[spoiler title="Концовка"]Все выжили[/spoiler]');
    const trigger = screen.getByRole('button', { name: 'Концовка' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Все выжили')).not.toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Все выжили')).toBeVisible();
  });

  it('titles a spoiler without a title "Спойлер" (docs/product §5)', () => {
    view('[spoiler]тайна[/spoiler]');
    expect(screen.getByRole('button', { name: 'Спойлер' })).toBeInTheDocument();
  });

  it('titles a blank spoiler of a tree built elsewhere "Спойлер" too', () => {
    render(
      <MarkupView
        value={[{ type: 'spoiler', title: '  ', children: [{ type: 'text', text: 'x' }] }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Спойлер' })).toBeInTheDocument();
  });

  it('opens a spoiler from the keyboard', async () => {
    view('[spoiler title="Концовка"]Все выжили[/spoiler]');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Все выжили')).toBeVisible();
  });

  it('shows [hide] content to a signed-in reader only; a guest sees a note instead', () => {
    const { rerender } = render(<MarkupView value="[hide]ссылка для своих[/hide]" />);
    expect(screen.queryByText('ссылка для своих')).not.toBeInTheDocument();
    expect(screen.getByText(HIDDEN_CONTENT_NOTE)).toBeInTheDocument();
    rerender(<MarkupView value="[hide]ссылка для своих[/hide]" showHidden />);
    expect(screen.getByText('ссылка для своих')).toBeInTheDocument();
    expect(screen.queryByText(HIDDEN_CONTENT_NOTE)).not.toBeInTheDocument();
  });

  it('shows an [img] lazily, with a text alternative', () => {
    view('[img]https://example.org/shot.png[/img]');
    const image = screen.getByRole('img', { name: 'Изображение' });
    expect(image).toHaveAttribute('src', 'https://example.org/shot.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a [sticker] from /emoji/{set}/{name}.png, named by what it means', () => {
    view('[sticker]wk/3[/sticker]');
    expect(screen.getByRole('img', { name: 'Стикер «Любовь»' })).toHaveAttribute(
      'src',
      '/emoji/wk/3.png',
    );
  });

  it('shows a [smile] as its emoji, named by what it means', () => {
    view('[smile]laugh[/smile]');
    expect(screen.getByRole('img', { name: 'Смайл «Смех»' })).toHaveTextContent('😄');
  });

  it('shows a [smile] the set does not have as its code', () => {
    view('[smile]lol[/smile]');
    expect(screen.getByRole('img', { name: 'Смайл «lol»' })).toHaveTextContent(':lol:');
  });

  it('breaks lines where the text does', () => {
    const root = view('первая\nвторая');
    expect(root.querySelectorAll('br')).toHaveLength(1);
    expect(root.querySelector('br')?.previousSibling?.textContent).toBe('первая');
    expect(root.querySelector('br')?.nextSibling?.textContent).toBe('вторая');
  });

  it('renders a tree from parseMarkup as it renders the text', () => {
    const markup = '[b]да[/b] и [i]нет[/i]';
    const fromText = view(markup).innerHTML;
    const fromTree = render(<MarkupView value={parseMarkup(markup)} />).container.innerHTML;
    expect(fromTree).toBe(fromText);
  });

  it('renders hostile input as text: no script, no event handler, no javascript: link', () => {
    const hostile =
      '<script>alert(1)</script><img src=x onerror="alert(2)">' +
      '[a href="javascript:alert(3)"]нажми[/a][img]javascript:alert(4)[/img]' +
      '[a href="https://ok.example" onclick="alert(5)"]ок[/a]';
    const root = view(hostile);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror], [onclick]')).toBeNull();
    expect(root).toHaveTextContent('<script>alert(1)</script><img src=x onerror="alert(2)">');
    for (const link of root.querySelectorAll('a')) {
      expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
    }
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'ок' })).toHaveAttribute('href', 'https://ok.example');
  });
});
