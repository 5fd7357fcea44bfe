import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './MessageBubble';

const now = new Date('2026-11-22T12:00:00Z');
const sent = '2026-11-22T11:00:00Z';

describe('MessageBubble', () => {
  it('shows the body and when it was sent', () => {
    render(
      <MessageBubble own={false} createdAt={sent} now={now}>
        Привет!
      </MessageBubble>,
    );
    const message = screen.getByRole('article');
    expect(message).toHaveTextContent('Привет!');
    expect(message).toHaveTextContent('1 час назад');
    expect(message).not.toHaveTextContent('изменено');
  });

  it('marks a message edited more than 2 minutes after it was sent, and only then', () => {
    const { rerender } = render(
      <MessageBubble own createdAt={sent} updatedAt="2026-11-22T11:02:00Z" now={now}>
        x
      </MessageBubble>,
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('изменено');
    rerender(
      <MessageBubble own createdAt={sent} updatedAt="2026-11-22T11:02:01Z" now={now}>
        x
      </MessageBubble>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('изменено');
  });
});
