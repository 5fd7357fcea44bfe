import type { ReportSubjectKind } from '@vn/domain';

/*
 * What a reader reports (docs/product §A3.1, ours): a comment, a private message, an article, a
 * project page or a profile, each named for the dialog as the page shows it.
 */

/** The thing a report is about, as the page that offers «Пожаловаться» knows it. */
export interface ReportTarget {
  kind: ReportSubjectKind;
  id: string;
  /** How the dialog names it: «Комментарий пользователя Алиса», «Статья «…»». */
  label: string;
  /**
   * A project page's «Предложить изменения» (`reportRedirect`): wrong facts about a project are
   * corrected, not reported; null where the reader may not propose changes.
   */
  proposeEditHref?: string | null;
}
