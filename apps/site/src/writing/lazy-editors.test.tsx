import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlocksEditor, MarkupEditor } from './lazy-editors';

afterEach(cleanup);

describe('the lazily loaded writing surfaces', () => {
  it('holds the markup editor’s place, labelled, until its chunk arrives, then shows it', async () => {
    render(<MarkupEditor label="Комментарий" value="[b]привет[/b]" />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка редактора…');
    expect(screen.getByText('Комментарий')).toBeInTheDocument();
    const text = await screen.findByRole('textbox', { name: 'Комментарий' }, { timeout: 10_000 });
    expect(text).toHaveTextContent('привет');
    expect(screen.queryByText('Загрузка редактора…')).toBeNull();
  });

  it('holds the block editor’s place the same way, then shows the body', async () => {
    render(<BlocksEditor label="Текст статьи" value={[{ type: 'header', text: 'Глава' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка редактора…');
    const text = await screen.findByRole('textbox', { name: 'Текст статьи' }, { timeout: 10_000 });
    expect(text).toHaveTextContent('Глава');
  });
});
