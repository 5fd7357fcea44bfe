import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { NotificationItem } from './NotificationItem';

const now = new Date('2026-11-22T12:00:00Z');

describe('NotificationItem', () => {
  it('links to its subject with the text and a relative date', () => {
    render(
      <NotificationItem
        text="Алиса ответила на ваш комментарий"
        createdAt="2026-11-22T10:00:00Z"
        href="/novels/ever17#c1"
        now={now}
      />,
    );
    const link = screen.getByRole('link', { name: /^Алиса ответила на ваш комментарий/ });
    expect(link).toHaveAttribute('href', '/novels/ever17#c1');
    expect(link).toHaveTextContent('2 часа назад');
  });

  it('says when it is new, and is reached with Tab', async () => {
    const item = (unread: boolean) => (
      <NotificationItem
        text="Черновик принят"
        createdAt={now}
        href="/drafts/1"
        now={now}
        unread={unread}
      />
    );
    const { rerender } = render(item(true));
    await tabTo('link', /^Новое\. Черновик принят/);
    rerender(item(false));
    expect(screen.getByRole('link', { name: /^Черновик принят/ })).toBeInTheDocument();
  });
});
