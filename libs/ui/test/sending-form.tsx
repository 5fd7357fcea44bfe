import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * Renders `children` inside a form that counts its submits and resets, as a page's comment form
 * holds an editor whose tools open overlays: what an overlay does must never reach it.
 */
export function renderInsideASendingForm(children: ReactNode) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onReset = vi.fn();
  const view = render(
    <form aria-label="Внешняя форма" onSubmit={onSubmit} onReset={onReset}>
      {children}
    </form>,
  );
  return { ...view, onSubmit, onReset };
}

/** A form of an overlay's own: a field, a reset and a submit; records what it was sent. */
export function OverlayForm({ onSent }: { onSent: (value: string) => void }) {
  return (
    <form
      aria-label="Форма в окне"
      onSubmit={(event) => {
        event.preventDefault();
        onSent(new FormData(event.currentTarget).get('title') as string);
      }}
    >
      <input name="title" aria-label="Заголовок" defaultValue="Спойлер" />
      <button type="reset">Сбросить</button>
      <button type="submit">Добавить</button>
    </form>
  );
}
