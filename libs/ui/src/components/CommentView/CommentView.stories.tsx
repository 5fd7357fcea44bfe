import type { Meta, StoryObj } from '@storybook/react-vite';
import { nextLikeState } from '@vn/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentView, type CommentViewProps, type CommentVote } from './CommentView';
import { tabTo } from '../../fixtures/story-helpers';
import { sampleAvatar } from '../../fixtures/catalogue.fixtures';

const now = new Date('2026-11-22T12:00:00Z');

/** A generated picture (no network images): a gradient with a caption. */
function picture(caption: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="96" fill="url(#g)"/><text x="50%" y="55%" fill="#ffffff" font-family="sans-serif" font-size="16" text-anchor="middle">${caption}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const alisa = { name: 'Алиса Двачевская', href: '#/profile/alisa', avatarSrc: sampleAvatar };
const olga = { name: 'Ольга Дмитриевна', href: '#/profile/olga', isStaff: true };
const lena = { name: 'Лена', href: '#/profile/lena' };

const meta = {
  title: 'Content/CommentView',
  component: CommentView,
  tags: ['autodocs'],
  args: {
    author: alisa,
    createdAt: '2026-11-22T10:30:00Z',
    now,
    timeZone: 'UTC',
    likes: 12,
    dislikes: 2,
    myVote: null,
    onVote: fn(),
    onReply: fn(),
    anchorId: 'c1',
    children: (
      <p style={{ margin: 0 }}>
        Прошла все маршруты за неделю. Концовка Слави — лучшая, а музыка до сих пор в голове.
      </p>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <CommentView {...args} />
    </div>
  ),
} satisfies Meta<typeof CommentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const text = (body: string) => <p style={{ margin: 0 }}>{body}</p>;

/**
 * Every state: an ordinary comment, own like, own dislike, edited, a moderator's with edit and
 * delete, another reader's with «Пожаловаться», reviews with each mood, images, a guest's view,
 * removed with a reply, removed by a moderator with the link to the log's entry (docs/product
 * §A2.10), and the highlighted one a `#commentId` link points at.
 */
export const Catalog: Story = {
  render: (args) => {
    const base: CommentViewProps = { ...args, onVote: () => {}, onReply: () => {} };
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
        <CommentView {...base} anchorId="c-normal" />
        <CommentView {...base} anchorId="c-liked" myVote="like" likes={13}>
          {text('Согласна, саундтрек отличный.')}
        </CommentView>
        <CommentView {...base} anchorId="c-disliked" author={lena} myVote="dislike" dislikes={3}>
          {text('А мне показалось затянутым.')}
        </CommentView>
        <CommentView
          {...base}
          anchorId="c-edited"
          createdAt="2026-11-19T09:00:00Z"
          updatedAt="2026-11-19T09:30:00Z"
          onEdit={() => {}}
          onDelete={() => {}}
        >
          {text('Исправила опечатку в названии.')}
        </CommentView>
        <CommentView {...base} anchorId="c-moderator" author={olga} onDelete={() => {}}>
          {text('Пожалуйста, прячьте спойлеры под тег «спойлер».')}
        </CommentView>
        <CommentView {...base} anchorId="c-reportable" author={lena} onReport={() => {}}>
          {text('Чужой комментарий: на него можно пожаловаться.')}
        </CommentView>
        <CommentView {...base} anchorId="c-review-good" isReview mood={0} likes={40} dislikes={0}>
          {text('Тёплая история о лете, которое не кончается. Советую всем.')}
        </CommentView>
        <CommentView {...base} anchorId="c-review-bad" author={lena} isReview mood={1} likes={5}>
          {text('Слишком много текста и мало выборов.')}
        </CommentView>
        <CommentView {...base} anchorId="c-review" author={lena} isReview likes={1} dislikes={0}>
          {text('Отзыв без оценки настроения.')}
        </CommentView>
        <CommentView
          {...base}
          anchorId="c-images"
          images={[
            { src: picture('Пляж', '#f29e4c', '#5a3ec8'), alt: 'Пляж на закате', href: '#full-1' },
            { src: picture('Костёр', '#1c1a27', '#c8553e'), alt: 'Костёр у домиков' },
          ]}
        >
          {text('Мои любимые кадры:')}
        </CommentView>
        <CommentView {...base} anchorId="c-guest" onVote={undefined} onReply={undefined}>
          {text('Так комментарий видит гость: голосовать нельзя.')}
        </CommentView>
        <CommentView
          {...base}
          anchorId="c-removed"
          isRemoved
          onDelete={() => {}}
          replies={
            <CommentView
              {...base}
              anchorId="c-reply"
              author={lena}
              createdAt="2026-11-22T11:50:00Z"
              answerTo={{ name: 'Алиса Двачевская', href: '#c-removed' }}
              likes={0}
              dislikes={0}
            >
              {text('Ответ остаётся, даже когда исходный комментарий удалён.')}
            </CommentView>
          }
        />
        <CommentView
          {...base}
          anchorId="c-removed-by-moderator"
          author={lena}
          isRemoved
          removalLogHref="#/log?entry=6650a1b2c3d4e5f6a7b8c9c1"
          replies={
            <CommentView
              {...base}
              anchorId="c-reply-kept"
              createdAt="2026-11-22T11:55:00Z"
              likes={2}
              dislikes={0}
            >
              {text('Ответы остаются и под комментарием, снятым модератором.')}
            </CommentView>
          }
        />
        <CommentView {...base} anchorId="c-highlighted" isHighlighted author={olga}>
          {text('Этот комментарий открыт по ссылке #c-highlighted.')}
        </CommentView>
      </div>
    );
  },
};

/** A vote kept in state, as the app keeps it: pressing the active vote withdraws it. */
function LiveVotes(args: CommentViewProps) {
  const [myVote, setMyVote] = useState<CommentVote | null>(null);
  const likes = args.likes ?? 0;
  const dislikes = args.dislikes ?? 0;
  return (
    <CommentView
      {...args}
      myVote={myVote}
      likes={likes + (myVote === 'like' ? 1 : 0)}
      dislikes={dislikes + (myVote === 'dislike' ? 1 : 0)}
      onVote={(pressed) => {
        const next = nextLikeState(myVote === null ? null : myVote === 'like', pressed);
        setMyVote(next === null ? null : next ? 'like' : 'dislike');
        args.onVote?.(pressed);
      }}
    />
  );
}

/** Tab to "Нравится" and press Space; Space again withdraws; Tab on to "Ответить" and press Enter. */
export const KeyboardVoteAndReply: Story = {
  render: (args) => <LiveVotes {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'link', 'Алиса Двачевская');
    await tabTo(canvasElement, 'button', 'Нравится: 12');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Нравится: 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onVote).toHaveBeenLastCalledWith('like');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Нравится: 12' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The same button again: the app's rule withdraws the vote.
    await expect(args.onVote).toHaveBeenCalledTimes(2);
    await expect(args.onVote).toHaveBeenLastCalledWith('like');
    await userEvent.tab();
    await tabTo(canvasElement, 'button', 'Ответить');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReply).toHaveBeenCalledTimes(1);
  },
};

/** Edit mode (docs/product §4): the app's form stands where the text and the actions were. */
export const EditMode: Story = {
  args: {
    editor: (
      <form aria-label="Правка комментария" style={{ display: 'grid', gap: 8 }}>
        <textarea aria-label="Комментарий" defaultValue="Отличная новелла!" rows={3} />
        <div>
          <button type="submit">Сохранить</button> <button type="button">Отменить</button>
        </div>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Правка комментария' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Нравится/ })).toBeNull();
  },
};
