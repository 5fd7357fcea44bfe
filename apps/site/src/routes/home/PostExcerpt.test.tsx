import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostExcerpt } from './PostExcerpt';

describe('the excerpt of an article on the main page (docs/product §2.2)', () => {
  it('reads a body of blocks and a markup body at once', () => {
    const { container, rerender } = render(
      <PostExcerpt
        body={[
          { type: 'header', text: 'Итоги года' },
          { type: 'text', text: 'Самые ожидаемые переводы' },
        ]}
      />,
    );
    expect(container.textContent).toBe('Итоги года\nСамые ожидаемые переводы');
    rerender(<PostExcerpt body={'[b]Новости[/b] перевода\nВторая строка'} />);
    expect(container.textContent).toBe('Новости перевода\nВторая строка');
  });

  it('reads an old HTML body once the converter has loaded, as text, not as tags', async () => {
    const { container } = render(<PostExcerpt body="<p>Старая <b>статья</b></p><p>Вторая</p>" />);
    await screen.findByText(/Старая статья/);
    expect(container.textContent).toBe('Старая статья\nВторая');
  });
});
