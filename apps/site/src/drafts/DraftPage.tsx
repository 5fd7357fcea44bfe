import type { CommentSourceType, DraftStatus } from '@vn/domain';
import { Stepper } from '@vn/ui';
import type { ReactNode } from 'react';
import { TitledSection } from '../app/TitledSection';
import { CommentsSection } from '../comments/CommentsSection';
import { RawDataToggle } from './RawDataToggle';
import * as styles from './DraftPage.css';

interface DraftPageProps {
  title: string;
  /** The header's facts, in a `styles.facts` element of the page's own (a list, or a line). */
  facts: ReactNode;
  status: DraftStatus;
  /** What the reader should know before acting, under the steps: the last review, a stale base. */
  notes?: ReactNode;
  /** The buttons of §4 for this viewer. */
  actions: ReactNode;
  /** The panels between the buttons and the comments: the preview, an update draft's changes. */
  children: ReactNode;
  /** The draft as the API answered it, behind "Показать данные". */
  rawData: unknown;
  comments: { sourceType: CommentSourceType; heading: string };
  draftId: string;
}

/**
 * A draft's page (docs/product §2.2 /drafts/{id} and /postDrafts/{id}; §4): the title and facts, the
 * stepper of its status, its notes (ours, docs/product §A4), the buttons for this viewer, its
 * panels, the raw data toggle and the comments.
 */
export function DraftPage({
  title,
  facts,
  status,
  notes,
  actions,
  children,
  rawData,
  comments,
  draftId,
}: DraftPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {facts}
      </header>
      <Stepper status={status} className={styles.stepper} />
      {notes}
      {actions}
      {children}
      <RawDataToggle data={rawData} />
      <CommentsSection
        sourceType={comments.sourceType}
        sourceId={draftId}
        heading={comments.heading}
      />
    </div>
  );
}

/** A titled panel of a draft's page, named by its title for screen readers. */
export function DraftSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} styles={styles}>
      {children}
    </TitledSection>
  );
}
