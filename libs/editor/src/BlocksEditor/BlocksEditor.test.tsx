import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentBlock } from '@vn/domain';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pasteIntoText } from '../../test/browser-paste';
import { EVERY_BLOCK, LEGACY_HTML_BODY } from '../fixtures/blocks.fixtures';
import { BlocksEditor, type BlocksEditorHandle, type BlocksEditorProps } from './BlocksEditor';

function renderEditor(props: Partial<BlocksEditorProps> = {}) {
  const onChange = vi.fn<(blocks: ContentBlock[]) => void>();
  const result = render(
    <BlocksEditor label="Текст статьи" value={[]} onChange={onChange} {...props} />,
  );
  return { ...result, onChange, text: screen.getByRole('textbox', { name: 'Текст статьи' }) };
}

/** Pastes into the text as a browser does: a paste event with the clipboard's HTML and text. */
function paste(text: HTMLElement, html: string, plain = '') {
  act(() => pasteIntoText(text, html, plain));
}

describe('BlocksEditor', () => {
  it('is a labelled multi-line text', () => {
    const { text } = renderEditor();
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(text).toHaveAttribute('contenteditable', 'true');
  });

  it('has a toolbar named after it, with a tool for each kind of block', () => {
    renderEditor({ uploadImage: async () => '/a.png' });
    const toolbar = screen.getByRole('toolbar', { name: 'Оформление: Текст статьи' });
    for (const name of ['Заголовок', 'Цитата', 'Код', 'Спойлер-блок', 'Изображения', 'Жирный'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
  });

  it('offers no picture tool without an upload', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Изображения' })).toBeNull();
  });

  it('shows every kind of block it is given', async () => {
    const { text } = renderEditor({ value: EVERY_BLOCK });
    expect(within(text).getByText('Впечатления от прохождения').tagName).toBe('H2');
    expect(text.querySelector('blockquote')).toHaveTextContent('Иногда лучше промолчать');
    expect(text.querySelector('[data-block="spoiler-title"]')).toHaveTextContent('Концовка');
    expect([...text.querySelectorAll('pre')].at(-1)).toHaveTextContent('npm install && npm start');
    // Each picture with its description, which the writer edits in place.
    expect(await screen.findByRole('textbox', { name: 'Описание изображения 1' })).toHaveValue(
      'Закат над морем',
    );
    expect(screen.getByRole('button', { name: 'Убрать изображение 2' })).toBeInTheDocument();
  });

  it('reports a picture’s description as it is typed, and its removal', async () => {
    const pictures = [
      { preview: '/a.png', full: '/a.png', alt: '' },
      { preview: '/b.png', full: '/b.png', alt: '' },
    ];
    const { onChange } = renderEditor({ value: [{ type: 'image', images: pictures }] });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Описание изображения 2' }),
      'Лес',
    );
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'image', images: [pictures[0], { ...pictures[1], alt: 'Лес' }] },
      { type: 'text', text: '' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать изображение 1' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'image', images: [{ ...pictures[1], alt: 'Лес' }] },
      { type: 'text', text: '' },
    ]);
  });

  it('opens an older post’s HTML body converted to blocks (docs/product §4)', () => {
    const { text } = renderEditor({ value: LEGACY_HTML_BODY });
    expect(within(text).getByText('Старая статья').tagName).toBe('H2');
    expect(text.querySelector('blockquote')).toHaveTextContent('Цитата из игры');
  });

  it('reports the blocks after a change, normalised (an empty row at the end)', () => {
    const { text, onChange } = renderEditor();
    paste(text, '<h2>Глава</h2><p>текст <script>alert(1)</script></p>');
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'header', text: 'Глава' },
      { type: 'text', text: 'текст' },
      { type: 'text', text: '' },
    ]);
  });

  it('takes a new value from outside (a form reset) and does not report it back', () => {
    const { text, onChange, rerender } = renderEditor({ value: [{ type: 'text', text: 'было' }] });
    rerender(
      <BlocksEditor
        label="Текст статьи"
        value={[{ type: 'header', text: 'стало' }]}
        onChange={onChange}
      />,
    );
    expect(within(text).getByText('стало').tagName).toBe('H2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks the text invalid and describes it with the error', () => {
    const { text } = renderEditor({ errorMessage: 'Пустое сообщение', description: 'Подсказка' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Подсказка Пустое сообщение');
  });

  it('says how much is left near the limit, counted as the domain counts (contentBlocksTextLength)', () => {
    renderEditor({
      value: [
        { type: 'header', text: '12345' },
        { type: 'text', text: '1234' },
      ],
      maxLength: 10,
    });
    expect(screen.getByText('Осталось 1 символ')).toBeInTheDocument();
  });

  it('marks the text invalid past the limit', () => {
    const { text } = renderEditor({
      value: [{ type: 'code', text: '12345678901' }],
      maxLength: 10,
    });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Текст длиннее допустимого на 1 символ')).toBeInTheDocument();
  });

  it('is read-only when disabled, its tools resting', () => {
    const { text } = renderEditor({ isDisabled: true, value: [{ type: 'text', text: 'x' }] });
    expect(text).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Заголовок' })).toBeDisabled();
  });

  it('shows the blocks as readers will in the preview', async () => {
    renderEditor({ value: EVERY_BLOCK });
    await userEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const preview = screen.getByRole('region', { name: 'Предпросмотр: Текст статьи' });
    expect(within(preview).getByRole('button', { name: 'Концовка' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Цитата' })).toBeDisabled();
  });

  it('gives a form a focus handle', async () => {
    const ref = createRef<BlocksEditorHandle>();
    render(<BlocksEditor ref={ref} label="Рецензия" value={[]} />);
    act(() => ref.current?.focus());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Рецензия' })).toHaveFocus());
  });
});
