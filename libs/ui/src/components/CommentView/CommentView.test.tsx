import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentView, type CommentViewProps } from './CommentView';

const now = new Date('2026-11-22T12:00:00Z');
const written = '2026-11-22T11:00:00Z';

function comment(props: Partial<CommentViewProps> = {}) {
  return (
    <CommentView
      author={{ name: 'Алиса', href: '/profile/alisa' }}
      createdAt={written}
      now={now}
      likes={3}
      dislikes={1}
      {...props}
    >
      {props.children ?? <p>Отличная новелла!</p>}
    </CommentView>
  );
}

describe('CommentView (docs/product §2.3, §4 Comments)', () => {
  it('shows the author, the relative date and the text', () => {
    render(comment());
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Алиса' })).toHaveAttribute(
      'href',
      '/profile/alisa',
    );
    expect(article).toHaveTextContent('1 час назад');
    expect(article).toHaveTextContent('Отличная новелла!');
  });

  it('shows the viewer’s own vote as pressed', () => {
    render(comment({ myVote: 'like', onVote: () => {} }));
    expect(screen.getByRole('button', { name: 'Нравится: 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Не нравится: 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("reports the button pressed, the other or the pressed one: what it does is the app's rule", async () => {
    const onVote = vi.fn();
    render(comment({ myVote: 'like', onVote }));
    await userEvent.click(screen.getByRole('button', { name: 'Не нравится: 1' }));
    expect(onVote).toHaveBeenLastCalledWith('dislike');
    await userEvent.click(screen.getByRole('button', { name: 'Нравится: 3' }));
    expect(onVote).toHaveBeenLastCalledWith('like');
  });

  it('disables the votes without onVote (guests)', () => {
    render(comment());
    expect(screen.getByRole('button', { name: 'Нравится: 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Не нравится: 1' })).toBeDisabled();
  });

  it('shows "Комментарий удален" instead of a removed comment, with only its replies and delete', () => {
    render(
      comment({
        isRemoved: true,
        onVote: () => {},
        onReply: () => {},
        onEdit: () => {},
        onDelete: () => {},
        replies: <CommentView author={{ name: 'Лена' }} createdAt={written} now={now} />,
      }),
    );
    const [removed] = screen.getAllByRole('article');
    expect(removed).toHaveTextContent('Комментарий удален');
    expect(removed).not.toHaveTextContent('Отличная новелла!');
    // The reply below keeps its own (guest) votes; the removed comment has none.
    expect(screen.queryByRole('button', { name: 'Нравится: 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ответить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ответы' })).toHaveTextContent('Лена');
  });

  it('says a moderator removed it, linking to the log’s entry, only when given one (docs/product §A2.10)', () => {
    const { rerender } = render(
      comment({ isRemoved: true, removalLogHref: '/log?entry=6650a1b2c3d4e5f6a7b8c9c1' }),
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Комментарий удален модератором (запись в журнале)');
    expect(within(article).getByRole('link', { name: 'запись в журнале' })).toHaveAttribute(
      'href',
      '/log?entry=6650a1b2c3d4e5f6a7b8c9c1',
    );
    // Removed by its author: the words of §4, no link.
    rerender(comment({ isRemoved: true }));
    expect(article).toHaveTextContent('Комментарий удален');
    expect(article).not.toHaveTextContent('модератором');
    expect(within(article).queryByRole('link', { name: 'запись в журнале' })).toBeNull();
    // Not removed: the text, whatever else is given.
    rerender(comment({ removalLogHref: '/log?entry=6650a1b2c3d4e5f6a7b8c9c1' }));
    expect(article).toHaveTextContent('Отличная новелла!');
    expect(article).not.toHaveTextContent('модератором');
  });

  it('marks a comment edited more than 2 minutes after it was written, and only then', () => {
    const { rerender } = render(comment({ updatedAt: '2026-11-22T11:02:00Z' }));
    expect(screen.queryByText('изменено')).toBeNull();
    rerender(comment({ updatedAt: '2026-11-22T11:02:01Z' }));
    expect(screen.getByText('изменено')).toHaveAttribute('title', 'Изменено 57 минут назад');
  });

  it('shows the moderator chip beside a moderator’s name', () => {
    render(comment({ author: { name: 'Ольга Дмитриевна', isStaff: true } }));
    expect(screen.getByText('Модератор')).toBeInTheDocument();
  });

  it('replies from the keyboard', async () => {
    const onReply = vi.fn();
    render(comment({ onReply }));
    screen.getByRole('button', { name: 'Ответить' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onReply).toHaveBeenCalledTimes(1);
  });

  it('offers edit and delete only when given', () => {
    const { rerender } = render(comment());
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    rerender(comment({ onEdit: () => {}, onDelete: () => {} }));
    expect(screen.getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
  });

  it('offers «Пожаловаться» only when given, and not on a removed comment (docs/product §A3)', async () => {
    const onReport = vi.fn();
    const { rerender } = render(comment());
    expect(screen.queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
    rerender(comment({ onReport }));
    await userEvent.click(screen.getByRole('button', { name: 'Пожаловаться' }));
    expect(onReport).toHaveBeenCalledTimes(1);
    rerender(comment({ onReport, isRemoved: true, onDelete: () => {} }));
    expect(screen.queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
  });

  it('labels a review with its mood', () => {
    const { rerender } = render(comment({ isReview: true, mood: 0 }));
    expect(screen.getByText('Положительный отзыв')).toBeInTheDocument();
    rerender(comment({ isReview: true, mood: 1 }));
    expect(screen.getByText('Отрицательный отзыв')).toBeInTheDocument();
    rerender(comment({ isReview: true }));
    expect(screen.getByText('Отзыв')).toBeInTheDocument();
  });

  it('links to the comment it answers', () => {
    render(comment({ answerTo: { name: 'Славя', href: '#c1' } }));
    expect(screen.getByRole('link', { name: 'ответ пользователю Славя' })).toHaveAttribute(
      'href',
      '#c1',
    );
  });

  it('shows the attached images with their descriptions', () => {
    render(comment({ images: [{ src: 'data:image/png;base64,AA', alt: 'Скриншот концовки' }] }));
    const list = screen.getByRole('list', { name: 'Изображения' });
    expect(within(list).getByRole('img', { name: 'Скриншот концовки' })).toBeInTheDocument();
  });

  it('carries the anchor id that #commentId links scroll to', () => {
    render(comment({ anchorId: 'c42', isHighlighted: true }));
    expect(screen.getByRole('article')).toHaveAttribute('id', 'c42');
    expect(screen.getByRole('article')).toHaveAttribute('data-highlighted', 'true');
  });

  it('marks only the highlighted comment', () => {
    render(comment({ anchorId: 'c43' }));
    expect(screen.getByRole('article')).not.toHaveAttribute('data-highlighted');
  });

  it('shows the edit form in place of the text, images and actions, keeping the replies', () => {
    render(
      comment({
        onReply: () => {},
        onEdit: () => {},
        images: [{ src: '/a.png', alt: 'Картинка' }],
        editor: <form aria-label="Правка комментария" />,
        replies: <p>Ответ Лены</p>,
      }),
    );
    expect(screen.getByRole('form', { name: 'Правка комментария' })).toBeInTheDocument();
    expect(screen.queryByText('Отличная новелла!')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Картинка' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Алиса' })).toBeInTheDocument();
    expect(screen.getByText('Ответ Лены')).toBeInTheDocument();
  });
});
