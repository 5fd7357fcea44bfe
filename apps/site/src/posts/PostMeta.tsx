import {
  countRu,
  postSectionLabels,
  type PostSection,
  type UserRef,
  profilePath,
} from '@vn/domain';
import { Chip, RelativeTime, UserName } from '@vn/ui';
import * as styles from './PostArticle.css';

const comments = { one: 'комментарий', few: 'комментария', many: 'комментариев' };
const views = { one: 'просмотр', few: 'просмотра', many: 'просмотров' };

export interface PostMetaProps {
  section: PostSection;
  /** The author; absent on a preview of one's own draft. */
  author?: Pick<UserRef, 'username'> | null;
  /** When the article was published (ISO); absent for a draft not yet published. */
  createdAt?: string | null;
  commentsCount?: number;
  viewsCount?: number;
}

/**
 * The line under an article's title (docs/product §2.2 /posts, /posts/{countId}): its section, author, date
 * (relative under 3 days, then DD.MM.YYYY, §9), comment count in the list, view count on the page.
 */
export function PostMeta({ section, author, createdAt, commentsCount, viewsCount }: PostMetaProps) {
  return (
    <div className={styles.meta}>
      <Chip size="sm">{postSectionLabels[section]}</Chip>
      {author?.username ? (
        <UserName size="sm" name={author.username} href={profilePath(author.username)} />
      ) : null}
      {createdAt ? <RelativeTime value={createdAt} /> : null}
      {commentsCount !== undefined ? <span>{countRu(commentsCount, comments)}</span> : null}
      {viewsCount !== undefined ? <span>{countRu(viewsCount, views)}</span> : null}
    </div>
  );
}
