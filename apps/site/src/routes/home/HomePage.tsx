import { LIMITS, markupExcerpt, parseMarkup, type Comment, type MainPage } from '@vn/domain';
import { Button, Icon, Link, Menu, MenuItem, NovelGrid } from '@vn/ui';
import { Settings2 } from 'lucide-react';
import { usePageMeta } from '../../app/page-title';
import { useAppearance } from '../../appearance/appearance-store';
import { novelCardProps } from '../../catalogue/cards';
import { useSession } from '../../session/session';
import { commentSourceLink } from '../../comments/comment-source';
import * as styles from './HomePage.css';

type PostListItem = MainPage['posts'][number];
import { PostExcerpt } from './PostExcerpt';
import {
  blockCards,
  blockSize,
  cardBlocks,
  type CardBlock,
} from '../../main-page/main-page-blocks';
import { useBlockSizeSetting } from '../../main-page/use-block-size-setting';
import { TranslationUpdatesBlock } from './TranslationUpdatesBlock';
import { useLatestTranslationUpdates, useMainPage } from './use-main-page';

const sizeLabels: Record<number, string> = { 0: 'Скрыть', 5: '5', 10: '10', 15: '15' };

/** A block's size menu (signed-in readers only, §2.2): hide, 5, 10 or 15. */
function BlockSizeMenu({ block, size }: { block: CardBlock; size: number }) {
  const saveSize = useBlockSizeSetting();
  const setting = block.setting;
  if (!setting) return null;
  return (
    <Menu
      aria-label={`Размер блока «${block.title}»`}
      selectionMode="single"
      selectedKeys={[String(size)]}
      onAction={(key) => saveSize(setting, Number(key) as 0 | 5 | 10 | 15)}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Настроить блок «${block.title}»`}>
          <Icon icon={Settings2} />
        </Button>
      }
    >
      {LIMITS.mainPageBlockSizes.map((option) => (
        <MenuItem key={option} id={String(option)}>
          {sizeLabels[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}

function CardBlockSection({
  page,
  block,
  isFirst,
}: {
  page: MainPage;
  block: CardBlock;
  /** The first block is on the first screen: its posters load at once. */
  isFirst: boolean;
}) {
  const { user } = useSession();
  const size = blockSize(block, user?.settings ?? null);
  const appearance = useAppearance();
  const headingId = `block-${block.id}`;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.blockTitle}>
          <Link href={block.href} variant="standalone">
            {block.title}
          </Link>
        </h2>
        {user && <BlockSizeMenu block={block} size={size} />}
      </div>
      {size > 0 && (
        <NovelGrid
          label={block.title}
          eagerPosters={isFirst ? size : 0}
          novels={blockCards(page, block, size).map((card) =>
            novelCardProps(card, 'mixRating', appearance),
          )}
        />
      )}
    </section>
  );
}

/** Where a comment was written, or the list of all comments for one without a public page. */
function commentHref(comment: Comment): string {
  return commentSourceLink(comment)?.href ?? '/comments';
}

function PostsBlock({ posts }: { posts: readonly PostListItem[] }) {
  return (
    <section className={styles.block} aria-labelledby="block-posts">
      <h2 id="block-posts" className={styles.blockTitle}>
        <Link href="/posts" variant="standalone">
          Статьи
        </Link>
      </h2>
      <ul className={styles.textList}>
        {posts.slice(0, 5).map((item) => (
          <li key={item.post._id} className={styles.textItem}>
            <Link href={`/posts/${item.post.countId}`} variant="standalone">
              {item.post.title}
            </Link>
            <p className={styles.excerpt}>
              <PostExcerpt body={item.post.body} />
            </p>
            <span className={styles.meta}>Комментариев: {item.commentsCount}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CommentsBlock({ comments }: { comments: readonly Comment[] }) {
  return (
    <section className={styles.block} aria-labelledby="block-comments">
      <h2 id="block-comments" className={styles.blockTitle}>
        <Link href="/comments" variant="standalone">
          Последние комментарии
        </Link>
      </h2>
      <ul className={styles.textList}>
        {comments.map((comment) => (
          <li key={comment._id} className={styles.textItem}>
            <span className={styles.meta}>{comment.createdBy.username}</span>
            <Link href={commentHref(comment)} variant="standalone">
              {markupExcerpt(parseMarkup(comment.content)) || 'Изображение'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The main page (docs/product §2.2): card blocks with their links, the translations' newest updates
 * (§A1.9, ours), articles and the latest comments.
 */
export function HomePage() {
  usePageMeta();
  const { data } = useMainPage();
  const { data: translationUpdates } = useLatestTranslationUpdates();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Визуальные новеллы на русском языке</h1>
      {data ? (
        <>
          {cardBlocks.map((block, index) => (
            <CardBlockSection key={block.id} page={data} block={block} isFirst={index === 0} />
          ))}
          <TranslationUpdatesBlock updates={translationUpdates ?? []} />
          <div className={styles.columns}>
            <PostsBlock posts={data.posts} />
            <CommentsBlock comments={data.comments} />
          </div>
        </>
      ) : (
        // The blocks appear together once the data is here: placeholders of a guessed height would
        // only move everything below them when the real cards arrive.
        <p role="status">Загрузка...</p>
      )}
    </div>
  );
}
