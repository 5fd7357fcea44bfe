import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageInput } from './ImageInput';

const png = new File(['png'], 'poster.png', { type: 'image/png' });
const jpg = new File(['jpg'], 'screen.jpg', { type: 'image/jpeg' });
const txt = new File(['txt'], 'notes.txt', { type: 'text/plain' });

/** A minimal DataTransfer as the browser hands it to drag, drop and paste handlers. */
function dataTransfer(files: File[]) {
  return {
    types: ['Files'],
    files,
    items: files.map((file) => ({
      kind: 'file',
      type: file.type,
      getAsFile: () => file,
      webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }),
    })),
    dropEffect: 'none',
    effectAllowed: 'all',
    getData: () => '',
  };
}

describe('ImageInput', () => {
  it('shows the hint and a button to choose files', () => {
    render(<ImageInput onImages={() => {}} />);
    expect(
      screen.getAllByText('Перетащите изображения или вставьте из буфера').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Выбрать изображения' })).toBeInTheDocument();
  });

  it('asks the file dialog for several images only', () => {
    const { container } = render(<ImageInput onImages={() => {}} />);
    const input = container.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
  });

  it('passes chosen images on, leaving other files out', async () => {
    const onImages = vi.fn();
    const { container } = render(<ImageInput onImages={onImages} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [png, txt, jpg], { applyAccept: false });
    expect(onImages).toHaveBeenCalledWith([png, jpg]);
  });

  it('takes images pasted from the clipboard', () => {
    const onImages = vi.fn();
    render(<ImageInput onImages={onImages} />);
    fireEvent.paste(screen.getByRole('button', { name: 'Выбрать изображения' }), {
      clipboardData: dataTransfer([png, txt]),
    });
    expect(onImages).toHaveBeenCalledWith([png]);
  });

  it('ignores a paste without images', () => {
    const onImages = vi.fn();
    render(<ImageInput onImages={onImages} />);
    fireEvent.paste(screen.getByRole('button', { name: 'Выбрать изображения' }), {
      clipboardData: dataTransfer([txt]),
    });
    expect(onImages).not.toHaveBeenCalled();
  });

  it('takes dropped images, leaving other files out', async () => {
    const onImages = vi.fn();
    render(<ImageInput onImages={onImages} />);
    const zone = screen.getByRole('button', { name: 'Выбрать изображения' }).parentElement!;
    const transfer = dataTransfer([png, txt, jpg]);
    // fireEvent would copy the transfer onto a read-only DataTransfer, but react-aria writes its
    // dropEffect; so the drag events are dispatched by hand.
    for (const type of ['dragenter', 'dragover', 'drop']) {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.assign(event, { clientX: 5, clientY: 5 });
      Object.defineProperty(event, 'dataTransfer', { value: transfer });
      act(() => {
        zone.dispatchEvent(event);
      });
    }
    await waitFor(() => expect(onImages).toHaveBeenCalledWith([png, jpg]));
  });

  it('shows its description and error', () => {
    render(
      <ImageInput
        onImages={() => {}}
        description="Не больше 8 изображений"
        isInvalid
        errorMessage="Можно прикрепить не больше 8 изображений"
      />,
    );
    expect(screen.getByText('Не больше 8 изображений')).toBeInTheDocument();
    expect(screen.getByText('Можно прикрепить не больше 8 изображений')).toBeInTheDocument();
  });

  it('takes nothing while disabled', () => {
    const onImages = vi.fn();
    render(<ImageInput onImages={onImages} isDisabled />);
    const button = screen.getByRole('button', { name: 'Выбрать изображения' });
    expect(button).toBeDisabled();
    fireEvent.paste(button, { clipboardData: dataTransfer([png]) });
    expect(onImages).not.toHaveBeenCalled();
  });
});
