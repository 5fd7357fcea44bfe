/*
 * Reports (docs/product §A3, ours): a reader tells the moderators about a comment, a message, an
 * article, a project page or a profile, with a reason that fits what it is. The moderators' queue
 * groups them by what was reported and weighs each reporter by how often their reports were upheld.
 * Without zod, so a page that only names reports does not load it; the body's checks are
 * report-schemas.ts.
 */

/** What can be reported. */
export const reportSubjectKinds = ['comment', 'message', 'post', 'novel', 'user'] as const;
export type ReportSubjectKind = (typeof reportSubjectKinds)[number];

/** How a reported thing is named to moderators and in a reporter's notification (ours). */
export const reportSubjectLabels: Record<ReportSubjectKind, string> = {
  comment: 'Комментарий',
  message: 'Личное сообщение',
  post: 'Статья',
  novel: 'Страница проекта',
  user: 'Профиль',
};

export const reportReasons = [
  'spam',
  'insult',
  'spoiler',
  'wrongInfo',
  'illegal',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Спам или реклама',
  insult: 'Оскорбление',
  spoiler: 'Спойлер без спойлер-тега',
  wrongInfo: 'Неверная информация',
  illegal: 'Незаконный контент',
  other: 'Другое',
};

/**
 * The reasons that fit each kind, in the order a reader is offered them. Wrong information about a
 * project is not reported but corrected: the reader is offered «Предложить изменения» instead
 * (`reportRedirect`), so it is not among a project's reasons.
 */
export const reportReasonsByKind: Record<ReportSubjectKind, readonly ReportReason[]> = {
  comment: ['spam', 'insult', 'spoiler', 'illegal', 'other'],
  message: ['spam', 'insult', 'illegal', 'other'],
  post: ['spam', 'insult', 'spoiler', 'wrongInfo', 'illegal', 'other'],
  novel: ['illegal', 'other'],
  user: ['spam', 'insult', 'illegal', 'other'],
};

/** Where a report should rather be something else: wrong facts on a project page are an edit. */
export function reportRedirect(kind: ReportSubjectKind): 'proposeEdit' | null {
  return kind === 'novel' ? 'proposeEdit' : null;
}

export const REPORT_TEXT_MAX = 1000;
/** The longest note a moderator writes when resolving (ours). */
export const REPORT_NOTE_MAX = 1000;

/** The Russian messages of a report (ours). */
export const reportMessages = {
  kind: 'Пожаловаться можно на комментарий, сообщение, статью, страницу проекта или профиль',
  reason: 'Выберите причину',
  reasonMismatch: 'Эта причина не подходит для такой жалобы',
  wrongInfoOnProject:
    'Неверную информацию о проекте исправляют правкой: «Предложить изменения» на его странице',
  otherNeedsText: 'Опишите, что не так',
  textTooLong: `Пояснение — не длиннее ${REPORT_TEXT_MAX} символов`,
  received: 'Жалоба отправлена. Модераторы её рассмотрят, а мы сообщим вам о решении',
  notFound: 'Того, на что вы жалуетесь, уже нет',
  self: 'Нельзя пожаловаться на себя',
} as const;

/** A reporter's record: of their reports already resolved, how many were upheld. */
export interface ReporterRecord {
  upheld: number;
  resolved: number;
}

/**
 * How much one reporter's report weighs (docs/product §A3.2): 1 for someone with no record, rising
 * towards 1.75 for one whose reports are upheld and falling towards 0.25 for one whose are not; the
 * record counts as if it began with 2 upheld of 4, so a few reports move it little.
 */
export function reporterWeight({ upheld, resolved }: ReporterRecord): number {
  const rate = (Math.max(0, upheld) + 2) / (Math.max(0, resolved, upheld) + 4);
  return 0.25 + 1.5 * rate;
}

/**
 * The weight of what was reported: the sum of its reporters' weights, each reporter once, however
 * often they reported it. The queue shows the heaviest first.
 */
export function reportWeight(reporters: readonly ReporterRecord[]): number {
  const total = reporters.reduce((sum, reporter) => sum + reporterWeight(reporter), 0);
  return Math.round(total * 100) / 100;
}

/** How long a moderator's claim keeps others off what they took (docs/product §A3.3). */
export const REPORT_CLAIM_MS = 30 * 60 * 1000;

/** A claim on a reported thing: who took it and when. */
export interface ReportClaim {
  claimedById: string | null;
  claimedAt: Date | string | null;
}

/** Whether someone else holds the claim now; one older than `REPORT_CLAIM_MS` has lapsed. */
export function isClaimedByAnother(claim: ReportClaim, viewerId: string, now: Date): boolean {
  if (claim.claimedById === null || claim.claimedById === viewerId || claim.claimedAt === null) {
    return false;
  }
  const at =
    claim.claimedAt instanceof Date ? claim.claimedAt.getTime() : Date.parse(claim.claimedAt);
  return now.getTime() - at < REPORT_CLAIM_MS;
}

/** The message when another moderator has it (ours). */
export function claimedMessage(username: string): string {
  return `Жалобу уже разбирает ${username}`;
}
