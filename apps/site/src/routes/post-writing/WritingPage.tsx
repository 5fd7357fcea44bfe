import { Spinner } from '@vn/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import * as styles from './PostForm.css';

/** The frame of a writing page: its title (also the document's) and the form under it. */
export function WritingPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** While the session or the article is awaited. */
export function WritingPageLoading({ title }: { title: string }) {
  return (
    <WritingPage title={title}>
      <Spinner />
    </WritingPage>
  );
}
