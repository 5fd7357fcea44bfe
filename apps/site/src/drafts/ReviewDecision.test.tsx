import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewNoteOf, REVIEWER_NAME } from '../test-support/drafts.fixtures';
import { ReviewDecision } from './ReviewDecision';

afterEach(cleanup);

const section = () => screen.getByRole('region', { name: 'Решение модератора' });
const lines = () =>
  within(within(section()).getByRole('list', { name: 'Решение по полям' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);
const hint = 'Вы можете исправить возвращённые поля и отправить их снова.';

describe('ReviewDecision (docs/product §A4, ours)', () => {
  it('is a section under its heading, saying who decided', () => {
    render(<ReviewDecision review={reviewNoteOf({ reason: 'Дубль' })} returnedToViewer={false} />);
    expect(
      within(section()).getByRole('heading', { level: 2, name: 'Решение модератора' }),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: REVIEWER_NAME })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/profile\//),
    );
  });

  it('names each field by its label, and a returned one’s reason with the reviewer’s text', () => {
    const review = reviewNoteOf({
      accepted: ['genres'],
      rejected: [
        { field: 'links', reason: 'wrong', text: '  Ссылка ведёт не туда ' },
        { field: 'poster', reason: 'other', text: 'Низкое разрешение' },
        { field: 'bg', reason: 'duplicate', text: '   ' },
      ],
    });
    render(<ReviewDecision review={review} returnedToViewer />);
    expect(lines()).toEqual([
      'Принято: «Жанры»',
      'Возвращено: «Ссылки» — Неверные сведения: Ссылка ведёт не туда',
      'Возвращено: «Постер» — Другое: Низкое разрешение',
      'Возвращено: «Фон» — Уже есть на странице',
    ]);
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('lists only what came back when nothing applied', () => {
    const review = reviewNoteOf({
      rejected: [{ field: 'description', reason: 'unsourced', text: '' }],
    });
    render(<ReviewDecision review={review} returnedToViewer={false} />);
    expect(lines()).toEqual(['Возвращено: «Описание» — Нет источника']);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('tells nobody to send fields again when none came back', () => {
    render(
      <ReviewDecision review={reviewNoteOf({ reason: 'Подождём выхода игры' })} returnedToViewer />,
    );
    expect(within(section()).getByText('Причина: Подождём выхода игры')).toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});
