import type { PostBody, PostSection, UserRef } from '@vn/domain';
import { useId, type ReactNode } from 'react';
import { PostBodyView } from './PostBodyView';
import { PostMeta } from './PostMeta';
import * as styles from './PostArticle.css';

export interface PostArticleProps {
  title: string;
  section: PostSection;
  body: PostBody;
  author?: Pick<UserRef, 'username'> | null;
  createdAt?: string | null;
  viewsCount?: number;
  /** The article page titles the page with it (h1); a draft's preview sits under its own h2. */
  headingLevel: 1 | 3;
  /** `[hide]` text is for signed-in readers only. */
  showHidden: boolean;
  /** Controls beside the title ("Редактировать"). */
  actions?: ReactNode;
}

/**
 * An article as readers see it (docs/product §2.2 /posts/{countId}): title, its meta line, the body. The
 * draft page previews a draft with it (§2.2 /postDrafts/{id}), so the preview is the page to be.
 */
export function PostArticle({
  title,
  section,
  body,
  author,
  createdAt,
  viewsCount,
  headingLevel,
  showHidden,
  actions,
}: PostArticleProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const titleId = useId();
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.article}>
        <div className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {actions ? <div className={styles.headerActions}>{actions}</div> : null}
        </div>
        <PostMeta section={section} author={author} createdAt={createdAt} viewsCount={viewsCount} />
      </header>
      <PostBodyView body={body} showHidden={showHidden} className={styles.body} />
    </article>
  );
}
