import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkupEditor, type MarkupEditorHandle, type MarkupEditorProps } from './MarkupEditor';

function renderEditor(props: Partial<MarkupEditorProps> = {}) {
  const ref = createRef<MarkupEditorHandle>();
  const view = render(<MarkupEditor ref={ref} label="Комментарий" value="" {...props} />);
  return { ...view, ref, text: () => screen.getByRole('textbox', { name: 'Комментарий' }) };
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The editor has no file input');
  return input;
}

const picture = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('MarkupEditor', () => {
  it('is a multi-line textbox named by its label, with a named toolbar before it', () => {
    const { text } = renderEditor();
    expect(text()).toHaveAttribute('aria-multiline', 'true');
    expect(text()).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Оформление: Комментарий' });
    expect(toolbar.compareDocumentPosition(text()) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    for (const name of ['Жирный', 'Курсив', 'Подчёркнутый', 'Зачёркнутый', 'Ссылка', 'Спойлер'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows the markup it is given, formatted', () => {
    const { text } = renderEditor({ value: '[b]жирный[/b] и [user]Алиса[/user]' });
    expect(within(text()).getByText('жирный').tagName).toBe('STRONG');
    expect(text()).toHaveTextContent('жирный и @Алиса');
  });

  it('replaces its text when the value changes from outside (a form reset)', async () => {
    const { rerender, text } = renderEditor({ value: 'черновик' });
    rerender(<MarkupEditor label="Комментарий" value="" />);
    await waitFor(() => expect(text()).toHaveTextContent(''));
    rerender(<MarkupEditor label="Комментарий" value="[i]новый[/i]" />);
    await waitFor(() => expect(within(text()).getByText('новый').tagName).toBe('EM'));
  });

  it('offers mentions, project links and pictures only when the app gives their callbacks', () => {
    const { unmount } = renderEditor();
    for (const name of ['Упомянуть пользователя', 'Ссылка на проект', 'Изображение'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    unmount();
    renderEditor({
      searchUsers: async () => [],
      searchProjects: async () => [],
      uploadImage: async () => '/a.png',
    });
    for (const name of ['Упомянуть пользователя', 'Ссылка на проект', 'Изображение'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows its error under the box and marks the text invalid and described by it', async () => {
    const { text } = renderEditor({ errorMessage: 'Пустое сообщение' });
    const error = screen.getByText('Пустое сообщение');
    await waitFor(() => expect(text()).toHaveAttribute('aria-invalid', 'true'));
    expect(text().getAttribute('aria-describedby')).toContain(error.id);
  });

  it('says how much is left near the length limit, and marks the text invalid past it', async () => {
    const { rerender, text } = renderEditor({ value: 'x'.repeat(50), maxLength: 100 });
    expect(screen.queryByText(/Осталось/)).toBeNull();
    rerender(<MarkupEditor label="Комментарий" value={'x'.repeat(95)} maxLength={100} />);
    const note = await screen.findByText('Осталось 5 символов');
    expect(text().getAttribute('aria-describedby')).toContain(note.parentElement!.id);
    rerender(<MarkupEditor label="Комментарий" value={'x'.repeat(103)} maxLength={100} />);
    expect(await screen.findByText('Текст длиннее допустимого на 3 символа')).toBeVisible();
    await waitFor(() => expect(text()).toHaveAttribute('aria-invalid', 'true'));
  });

  it('counts the pictures against their limit and takes no more once full', () => {
    renderEditor({
      value: '[img]/a.png[/img][img]/b.png[/img]',
      maxImages: 2,
      uploadImage: async () => '/c.png',
    });
    expect(screen.getByText('Изображения: 2 из 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Изображение (больше нельзя)' })).toBeDisabled();
  });

  it('uploads chosen pictures side by side, inserts them in order and reports them as attached', async () => {
    const uploaded: string[] = [];
    const uploadImage = vi.fn(async (file: File) => {
      uploaded.push(file.name);
      return `/uploads/${file.name}`;
    });
    const onChange = vi.fn();
    const onAttachedImagesChange = vi.fn();
    const { container } = renderEditor({
      uploadImage,
      onChange,
      onAttachedImagesChange,
      maxImages: 8,
    });
    await userEvent.upload(fileInput(container), [picture('1.png'), picture('2.png')]);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '[img]/uploads/1.png[/img][img]/uploads/2.png[/img]',
      ),
    );
    expect(uploadImage).toHaveBeenCalledTimes(2);
    expect(onAttachedImagesChange).toHaveBeenLastCalledWith(['/uploads/1.png', '/uploads/2.png']);
  });

  it('leaves out files that are not pictures, and pictures past the limit, saying why', async () => {
    const uploadImage = vi.fn(async (file: File) => `/uploads/${file.name}`);
    const { container } = renderEditor({ uploadImage, maxImages: 1 });
    const input = fileInput(container);
    // The chooser asks for images only, but a drop or a picky browser may still bring others.
    input.removeAttribute('accept');
    await userEvent.upload(input, [
      new File(['x'], 'заметки.txt', { type: 'text/plain' }),
      picture('1.png'),
      picture('2.png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Можно добавить только изображения');
    expect(alert).toHaveTextContent('Можно добавить не больше 1 изображений');
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it('says which picture failed to upload and keeps the others', async () => {
    const onChange = vi.fn();
    const { container } = renderEditor({
      onChange,
      uploadImage: async (file) => {
        if (file.name === 'плохой.png') throw new Error('Слишком большой файл');
        return `/uploads/${file.name}`;
      },
    });
    await userEvent.upload(fileInput(container), [picture('плохой.png'), picture('хороший.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить изображение «плохой.png»: Слишком большой файл',
    );
    expect(onChange).toHaveBeenLastCalledWith('[img]/uploads/хороший.png[/img]');
  });

  it('can be focused by a form (react-hook-form focuses the first field with an error)', async () => {
    const { ref, text } = renderEditor();
    act(() => ref.current?.focus());
    await waitFor(() => expect(text()).toHaveFocus());
  });

  it('cannot be written in while disabled', async () => {
    const { text } = renderEditor({ isDisabled: true });
    await waitFor(() => expect(text()).toHaveAttribute('contenteditable', 'false'));
    expect(screen.getByRole('button', { name: 'Жирный' })).toBeDisabled();
  });
});
