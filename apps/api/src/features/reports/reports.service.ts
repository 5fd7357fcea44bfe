import { Injectable } from '@nestjs/common';
import {
  claimedMessage,
  DomainError,
  profilePath,
  REPORT_CASES_PAGE_SIZE,
  reportMessages,
  reportResolutionLabels,
  reportSubjectLabels,
  type ReportBody,
  type ReportCase,
  type ReportResolution,
  type ReportSubjectKind,
} from '@vn/domain';
import type { Viewer } from '../../platform/session';
import { CommentsService } from '../comments';
import { LiveEvents } from '../live-events';
import { MessagesService } from '../messages';
import { ModerationLog } from '../moderation-log';
import { CatalogueIndex, projectPath } from '../novels';
import { PostsService } from '../posts';
import { UserEventsService } from '../user-events';
import { presentRef, UsersById, UsersRepository } from '../users';
import { reportCaseKey, type ReportCaseRecord } from './report-case.schema';
import { ReportCases } from './report-cases';
import { ReportCasesRepository, type ReportedSubject } from './report-cases.repository';

/**
 * Reports (docs/product §A3, ours): a reader reports what they see; moderators take a case so two
 * do not handle it at once, resolve it, and its reporters are told. Who may is the endpoints'
 * declaration (`report`, `viewReports`); the limit per day is theirs too.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly records: ReportCasesRepository,
    private readonly cases: ReportCases,
    private readonly comments: CommentsService,
    private readonly messages: MessagesService,
    private readonly posts: PostsService,
    private readonly catalogue: CatalogueIndex,
    private readonly users: UsersById,
    private readonly accounts: UsersRepository,
    private readonly events: UserEventsService,
    private readonly live: LiveEvents,
    private readonly log: ModerationLog,
  ) {}

  async send(viewer: Viewer, body: ReportBody) {
    const subject = await this.subjectOf(viewer, body.kind, body.id);
    if (!subject) throw new DomainError('notFound', reportMessages.notFound);
    if (subject.authorId === viewer.user._id) {
      throw new DomainError('invalid', reportMessages.self, { id: reportMessages.self });
    }
    await this.records.report(reportCaseKey(body.kind, body.id), subject, {
      reporterId: viewer.user._id,
      reason: body.reason,
      text: body.text,
      at: new Date(),
    });
    await this.queueChanged();
    return { received: true as const, message: reportMessages.received };
  }

  async list(status: 'open' | 'resolved', page: number) {
    const all = status === 'open' ? this.cases.open() : this.cases.resolved();
    const shown = all.slice(page * REPORT_CASES_PAGE_SIZE, (page + 1) * REPORT_CASES_PAGE_SIZE);
    return {
      cases: await Promise.all(shown.map(({ record, weight }) => this.present(record, weight))),
      count: all.length,
    };
  }

  async claim(viewer: Viewer, kind: ReportSubjectKind, id: string): Promise<ReportCase> {
    const key = reportCaseKey(kind, id);
    const before = this.existing(key);
    const claimed = await this.records.claim(key, viewer.user._id, new Date());
    if (!claimed) throw await this.conflictOf(key, before);
    await this.queueChanged();
    return this.presentNow(claimed);
  }

  async resolve(
    viewer: Viewer,
    kind: ReportSubjectKind,
    id: string,
    { resolution, note }: { resolution: ReportResolution; note: string },
  ): Promise<ReportCase> {
    const key = reportCaseKey(kind, id);
    const before = this.existing(key);
    const reporterIds = before.reports.map((report) => report.reporterId);
    const resolved = await this.records.resolve(key, {
      resolution,
      resolvedById: viewer.user._id,
      resolvedAt: new Date(),
      note,
      reporterIds,
    });
    if (!resolved) throw await this.conflictOf(key, before);
    const what = `${reportSubjectLabels[kind]} «${before.name}»`;
    await this.log.record(
      viewer,
      'resolveReport',
      `жалобы (${reporterIds.length}) на ${what} (${key}): ${reportResolutionLabels[resolution]}` +
        (note ? `; ${note}` : ''),
      undefined,
      `${reportSubjectLabels[kind]}: ${reportResolutionLabels[resolution]}`,
    );
    await this.events.notify(reporterIds, {
      type: 'reportResolved',
      status: resolution,
      createdBy: null,
      ...(kind === 'novel' && { novel: id }),
      ...(kind === 'post' && { post: id }),
    });
    await this.queueChanged();
    return this.presentNow(resolved);
  }

  /**
   * Tells every moderator's open pages how many cases wait (docs/product §A3.6), for the bell; a
   * lost live event leaves the count to the next page load.
   */
  private async queueChanged(): Promise<void> {
    const open = this.cases.openCount();
    const staff = await this.accounts.staffIds();
    await this.live.publishEach(
      'reportsQueue',
      staff.map((userId) => ({ userId, data: { open } })),
    );
  }

  private existing(key: string): ReportCaseRecord {
    const record = this.cases.get(key);
    if (!record) throw DomainError.of('notFound');
    return record;
  }

  /** Why a claim or a resolution did not take: resolved meanwhile, or another moderator has it. */
  private async conflictOf(key: string, before: ReportCaseRecord): Promise<DomainError> {
    const now = this.cases.get(key) ?? before;
    if (now.status === 'resolved') return new DomainError('conflict', 'Жалоба уже рассмотрена');
    const holder = now.claimedById ? await this.users.findById(now.claimedById) : null;
    return new DomainError('conflict', claimedMessage(holder?.username ?? 'другой модератор'));
  }

  private presentNow(record: ReportCaseRecord): Promise<ReportCase> {
    const weighed = [...this.cases.open(), ...this.cases.resolved()].find(
      (each) => each.record._id === record._id,
    );
    return this.present(record, weighed?.weight ?? 0);
  }

  /** What was reported, as the report names it; null when it is gone or not the viewer's to report. */
  private async subjectOf(
    viewer: Viewer,
    kind: ReportSubjectKind,
    id: string,
  ): Promise<ReportedSubject | null> {
    const named = await this.nameOf(viewer, kind, id);
    return named && { kind, subjectId: id, ...named };
  }

  private async nameOf(viewer: Viewer, kind: ReportSubjectKind, id: string) {
    switch (kind) {
      case 'comment':
        return this.comments.reportSubject(viewer, id);
      case 'message':
        return this.messages.reportSubject(viewer, id);
      case 'post': {
        const post = this.posts.find(id);
        return post
          ? { name: post.title, href: `/posts/${post.countId}`, authorId: post.createdBy }
          : null;
      }
      case 'novel': {
        const project = this.catalogue.get(id)?.record;
        return project ? { name: project.name, href: projectPath(project), authorId: null } : null;
      }
      case 'user': {
        const user = await this.users.findById(id);
        return user && !user.removed
          ? { name: user.username, href: profilePath(user.username), authorId: user._id }
          : null;
      }
    }
  }

  private async present(record: ReportCaseRecord, weight: number): Promise<ReportCase> {
    const ref = async (userId: string | null) =>
      userId ? presentRef(userId, await this.users.findById(userId)) : null;
    const [author, claimedBy, resolvedBy, reporters] = await Promise.all([
      ref(record.authorId),
      ref(record.claimedById),
      ref(record.resolvedById),
      Promise.all(record.reports.map((report) => ref(report.reporterId))),
    ]);
    return {
      _id: record._id,
      subject: {
        kind: record.kind,
        id: record.subjectId,
        name: record.name,
        href: record.href,
        author,
      },
      reports: record.reports.map((report, index) => ({
        reporter: reporters[index]!,
        reason: report.reason,
        text: report.text,
        at: new Date(report.at).toISOString(),
      })),
      weight,
      status: record.status,
      claimedBy,
      claimedAt: record.claimedAt?.toISOString() ?? null,
      resolution: record.resolution,
      resolvedBy,
      resolvedAt: record.resolvedAt?.toISOString() ?? null,
      note: record.note,
    };
  }
}
