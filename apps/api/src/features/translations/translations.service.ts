import { Injectable } from '@nestjs/common';
import {
  can,
  withoutSanctions,
  DomainError,
  effectiveStatus,
  expectedFinish,
  isInWork,
  lineStatusOf,
  overallPercent,
  partPercent,
  progressWeighting,
  quietNotice,
  TRANSLATION_UPDATES_SHOWN,
  translationUpdateMessages,
  translationEventCode,
  translationEvents,
  translatorGroupOf,
  type ActiveTranslation,
  type ActiveTranslationsQuery,
  type LatestTranslationUpdate,
  type TranslationMoment,
  type TranslationUpdate,
  type TranslationUpdateBody,
  type TranslationView,
  type UserRef,
} from '@vn/domain';
import { KeyedCache } from '../../platform/cache';
import { GuestAnswers, type SerializedResult } from '../../platform/http';
import { newObjectId } from '../../platform/ids';
import { allows, requirePermission, type Viewer } from '../../platform/session';
import { ModerationLog } from '../moderation-log';
import { CatalogueIndex, NovelsRepository, type IndexedNovel, type NovelRecord } from '../novels';
import { CacheSync } from '../../platform/pubsub';
import {
  TranslatorDirectory,
  TranslatorsRepository,
  type TranslatorRecord,
} from '../translator-directory';
import { presentRef, UsersById } from '../users';
import {
  activeMatches,
  activeOrders,
  activeOrdersAfter,
  pageOfMatches,
  stagesUnderway,
  type ActiveOrders,
  type ActiveRow,
} from './active-translations';
import { keyedLinesOf, type KeyedLine } from './translation-lines';
import type { TranslationRecord, TranslationUpdateRecord } from './translation.schema';
import { newestUpdates } from './translation-feeds';
import { TranslationNews } from './translation-news';
import { TranslationsIndex } from './translations-index';
import { TranslationsRepository } from './translations.repository';

/** A translation's line and project, with its record when it has one. */
interface Located {
  project: IndexedNovel;
  keyed: KeyedLine;
  record: TranslationRecord | undefined;
}

/**
 * A project's rows of the list of translations in the making, and what they were made from: kept
 * while its record, its translations' records and the groups stay the same objects.
 */
interface ProjectRows {
  record: NovelRecord;
  groups: number;
  rows: ActiveRow[];
}

/** As many of the newest updates as the call may ask for. */
const LATEST_KEPT = 50;
const HOUR_MS = 3_600_000;
/**
 * The list in the making speaks of the time (a translation quiet for N days, an expected finish),
 * so what is kept of it is kept for a minute at most.
 */
const MINUTE_MS = 60_000;

/**
 * A project's translations with their progress and history (docs/product §A1, ADR 0014), and the
 * updates their groups' members post without review. The line of each translation stays in the
 * project record; what the group says of its work lives in the translation record beside it.
 */
@Injectable()
export class TranslationsService {
  private latest: { version: string; updates: LatestTranslationUpdate[] } | null = null;
  /** Guests' answers by project (see `list`). */
  private readonly guestLists = new KeyedCache<
    string,
    { version: string; translations: TranslationView[] }
  >({ name: 'translations: lists for guests', capacity: 5_000 });
  private active: {
    version: string;
    byProject: Map<string, ProjectRows>;
    orders: ActiveOrders;
  } | null = null;
  /**
   * Each filter's matching rows of the list in the making, by the orders' version and the filter:
   * readers page through the same few filters, and a pass over every line took 15 ms at 20,000
   * projects. The answers themselves are the same for everyone and kept serialized.
   */
  private readonly activeMatchesKept = new KeyedCache<string, ActiveRow[]>({
    name: 'translations in the making: matches',
    capacity: 100,
  });
  private readonly activeAnswers = new GuestAnswers('translations in the making');

  constructor(
    private readonly index: TranslationsIndex,
    private readonly repository: TranslationsRepository,
    private readonly catalogue: CatalogueIndex,
    private readonly novels: NovelsRepository,
    private readonly directory: TranslatorDirectory,
    private readonly log: ModerationLog,
    private readonly translators: TranslatorsRepository,
    private readonly users: UsersById,
    private readonly sync: CacheSync,
    private readonly news: TranslationNews,
  ) {}

  /** `GET /api/translators/{id}/members` (docs/product §A1.7). */
  async members(translatorId: string): Promise<UserRef[]> {
    return this.presentMembers(this.translator(translatorId));
  }

  /** `POST /api/translators/{id}/members`: staff make a user a member; logged. */
  async addMember(viewer: Viewer, translatorId: string, userId: string): Promise<UserRef[]> {
    const group = this.translator(translatorId);
    const user = await this.users.findById(userId);
    if (!user || user.removed) {
      throw new DomainError('notFound', 'Пользователь не найден', {
        user: 'Пользователь не найден',
      });
    }
    const members = group.members ?? [];
    if (members.includes(userId)) {
      const message = translationUpdateMessages.member;
      throw new DomainError('conflict', message, { user: message });
    }
    const updated = await this.setMembers(group, [...members, userId]);
    await this.log.record(viewer, 'addTranslatorMember', `${user.username} → ${group.name}`, {
      kind: 'user',
      id: user._id,
      name: user.username,
    });
    return this.presentMembers(updated);
  }

  /** `DELETE /api/translators/{id}/members/{user}`: staff take a member out; logged. */
  async removeMember(viewer: Viewer, translatorId: string, userId: string): Promise<UserRef[]> {
    const group = this.translator(translatorId);
    const members = group.members ?? [];
    if (!members.includes(userId)) {
      const message = translationUpdateMessages.notInGroup;
      throw new DomainError('notFound', message, { user: message });
    }
    const updated = await this.setMembers(
      group,
      members.filter((member) => member !== userId),
    );
    const user = presentRef(userId, await this.users.findById(userId));
    await this.log.record(viewer, 'removeTranslatorMember', `${user.username} ← ${group.name}`, {
      kind: 'user',
      id: userId,
      name: user.username,
    });
    return this.presentMembers(updated);
  }

  private translator(id: string): TranslatorRecord {
    const group = this.directory.get(id);
    if (!group) throw DomainError.of('notFound');
    return group;
  }

  private async setMembers(group: TranslatorRecord, members: string[]): Promise<TranslatorRecord> {
    const updated = await this.translators.set(group._id, { members });
    if (!updated) throw DomainError.of('notFound');
    this.directory.set(updated);
    this.sync.changed('translators');
    return updated;
  }

  private async presentMembers(group: TranslatorRecord): Promise<UserRef[]> {
    return Promise.all(
      (group.members ?? []).map(async (id) => presentRef(id, await this.users.findById(id))),
    );
  }

  /**
   * `GET /api/translations?novel=`: each line of the project, in its order. A guest's answer is the
   * same for every guest, and a project page asks for it on every view: it is kept until the
   * translations, the catalogue or the groups change, or the hour turns (quiet days and the
   * expected finish count from now).
   */
  list(viewer: Viewer | null, novelId: string): TranslationView[] {
    const project = this.visibleProject(viewer, novelId);
    const now = new Date();
    const build = () =>
      keyedLinesOf(project.record).map((keyed) =>
        this.present(viewer, { project, keyed, record: this.index.get(keyed.id) }, now),
      );
    if (viewer) return build();
    const version = [
      this.index.version,
      this.catalogue.version,
      this.directory.version,
      Math.floor(now.getTime() / HOUR_MS),
    ].join(':');
    const kept = this.guestLists.get(novelId);
    if (kept?.version === version) return kept.translations;
    const translations = build();
    this.guestLists.set(novelId, { version, translations });
    return translations;
  }

  /**
   * `GET /api/translationUpdates`: the newest updates site-wide, for the main page (docs/product
   * §A1.9); built once per change of the translations or the catalogue, then served from memory.
   */
  latestUpdates(limit: number): LatestTranslationUpdate[] {
    const version = `${this.index.version}:${this.catalogue.version}`;
    if (this.latest?.version !== version) {
      const projects = new Set([...this.index.all()].map((record) => record.novel));
      const lines = [...projects].flatMap((novelId) => {
        const project = this.catalogue.get(novelId)?.record;
        if (!project || project.removed) return [];
        return keyedLinesOf(project).map((keyed) => ({ project, keyed, since: 0 }));
      });
      const updates = newestUpdates(
        lines,
        (id) => this.index.updatesOf(id),
        undefined,
        LATEST_KEPT,
      );
      this.latest = {
        version,
        updates: updates.map(({ line: { project, keyed }, update }) => ({
          _id: update._id,
          at: update.at.toISOString(),
          translation: keyed.id,
          novel: {
            _id: project._id,
            name: project.name,
            url: project.url,
            section: project.section,
          },
          group: keyed.line.group.description,
          percent: (this.index.get(keyed.id)?.parts.length ?? 0) > 0 ? update.percent : null,
          events: update.events,
          note: update.note,
        })),
      };
    }
    return this.latest.updates.slice(0, limit);
  }

  /**
   * `GET /api/translations/active`: the translations in the making site-wide, filtered, sorted and
   * paged (docs/product §A1.10). Every line of every project a reader can open is worked out once
   * per change of the translations, the catalogue or the groups, in both orders; a call filters
   * that in memory and presents only its page. What a filter lets through, and each answer, are
   * kept until a version moves or the minute turns.
   */
  activeTranslations(query: ActiveTranslationsQuery): Promise<SerializedResult> {
    const orders = this.activeOrders();
    const version = `${this.active!.version}:${Math.floor(Date.now() / MINUTE_MS)}`;
    return this.activeAnswers.get(version, JSON.stringify(query), async () => {
      const now = new Date();
      const { page, ...filter } = query;
      const key = `${version}\n${JSON.stringify(filter)}`;
      let matching = this.activeMatchesKept.get(key);
      if (!matching) {
        matching = activeMatches(orders, filter, now);
        this.activeMatchesKept.set(key, matching);
      }
      const { rows, count } = pageOfMatches(matching, page);
      const answer: { translations: ActiveTranslation[]; count: number } = {
        translations: rows.map((row) => this.presentActive(row, now)),
        count,
      };
      return answer;
    });
  }

  private activeOrders(): ActiveOrders {
    const version = `${this.index.version}:${this.catalogue.version}:${this.directory.version}`;
    if (this.active?.version === version) return this.active.orders;
    // Most changes touch one project (a rating, an edit, an update): the others keep their rows.
    const previous = this.active;
    const byProject = new Map<string, ProjectRows>();
    const fresh: ActiveRow[] = [];
    for (const project of this.catalogue.visible()) {
      const kept = previous?.byProject.get(project.record._id);
      if (
        kept &&
        kept.record === project.record &&
        kept.groups === this.directory.version &&
        kept.rows.every((row) => this.index.get(row.keyed.id) === row.record)
      ) {
        byProject.set(project.record._id, kept);
        continue;
      }
      const rows = this.activeRowsOf(project);
      byProject.set(project.record._id, {
        record: project.record,
        groups: this.directory.version,
        rows,
      });
      fresh.push(...rows);
    }
    let orders: ActiveOrders;
    if (previous) {
      const stale = new Set<ActiveRow>();
      for (const [id, kept] of previous.byProject) {
        if (byProject.get(id) !== kept) for (const row of kept.rows) stale.add(row);
      }
      orders = activeOrdersAfter(previous.orders, stale, fresh);
    } else {
      orders = activeOrders(fresh);
    }
    this.active = { version, byProject, orders };
    return orders;
  }

  /** A project's lines as the list filters and orders them. */
  private activeRowsOf(project: IndexedNovel): ActiveRow[] {
    return keyedLinesOf(project.record).map((keyed) => {
      const record = this.index.get(keyed.id);
      const newest = this.index.updatesOf(keyed.id)[0];
      return {
        project,
        keyed,
        record,
        status: effectiveStatus(record?.status ?? null, keyed.line.status),
        percent: record && record.parts.length > 0 ? overallPercent(record) : null,
        lastUpdateAt: record?.lastUpdateAt?.getTime() ?? null,
        lastPointAt: newest?.at.getTime() ?? null,
        groupId: this.groupOf(project, keyed)?._id ?? null,
        underway: stagesUnderway(record),
      };
    });
  }

  /** A translation of the list: as a project page shows it, without its history, and its project. */
  private presentActive({ project, keyed, record }: ActiveRow, now: Date): ActiveTranslation {
    const {
      updates: _updates,
      mayUpdate: _mayUpdate,
      ...view
    } = this.present(null, { project, keyed, record }, now, 0);
    const { _id, name, url, section, poster } = project.record;
    return { ...view, project: { _id, name, url, section, poster: poster ?? null } };
  }

  /** `GET /api/translations/{id}`: one translation with every update. */
  one(viewer: Viewer | null, id: string): TranslationView {
    const located = this.locate(viewer, id);
    return this.present(viewer, located, new Date(), Number.POSITIVE_INFINITY);
  }

  /**
   * `POST /api/translations/{id}/updates`: a member's update, applied at once. The status the
   * project's line shows follows the group's (`lineStatusOf`), so every call of the specification
   * answers with it; the update goes into the history and the moderation log.
   */
  async postUpdate(viewer: Viewer, id: string, body: TranslationUpdateBody) {
    const located = this.locate(viewer, id);
    const { project, keyed, record } = located;
    requirePermission(viewer, 'updateTranslation', { memberIds: this.membersOf(located) });
    const now = new Date();
    const releasedAt = body.patch?.releasedAt ? new Date(body.patch.releasedAt) : now;
    if (releasedAt.getTime() > now.getTime()) {
      const message = translationUpdateMessages.futureRelease;
      throw new DomainError('invalid', message, { 'patch.releasedAt': message });
    }
    const current = record ?? emptyRecord(project.record._id, keyed, now);
    const updateId = newObjectId();
    const status = body.status ?? effectiveStatus(current.status, keyed.line.status);
    const next: TranslationRecord = {
      ...current,
      status,
      edition: body.edition ?? current.edition,
      stages: body.progress?.stages ?? current.stages,
      parts: body.progress?.parts ?? current.parts,
      version: current.version + 1,
      lastUpdateId: updateId,
      lastUpdateAt: now,
      updatedAt: now,
    };
    const events = translationEvents(
      momentOf(current, effectiveStatus(current.status, keyed.line.status)),
      momentOf(next, status),
      body.patch !== undefined,
    );
    const update: TranslationUpdateRecord = {
      _id: updateId,
      translation: id,
      novel: project.record._id,
      at: now,
      by: { _id: viewer.user._id, username: viewer.user.username },
      percent: overallPercent(next),
      status,
      note: body.note,
      patch: body.patch ? { ...body.patch, releasedAt } : null,
      version: next.version,
      events: events.map(translationEventCode),
    };
    if (!(await this.repository.applyUpdate(next, current.version, update))) {
      throw new DomainError('conflict', 'Перевод только что обновили: обновите страницу');
    }
    await this.showStatusOnLine(project, keyed, status);
    await this.news.tell(
      viewer,
      {
        novelId: project.record._id,
        translationId: id,
        groupId: this.groupOf(project, keyed)?._id ?? null,
      },
      update,
    );
    await this.log.record(
      viewer,
      'updateTranslation',
      `${project.record.name}, ${keyed.line.group.description}: ${update.percent} %` +
        (body.note ? `, «${body.note}»` : ''),
      {
        kind: 'novel',
        id: project.record._id,
        url: project.record.url,
        section: project.record.section,
        name: project.record.name,
      },
    );
    return this.present(viewer, this.locate(viewer, id), new Date());
  }

  /** The project's line shows the group's status as one of the specification's five. */
  private async showStatusOnLine(
    project: IndexedNovel,
    keyed: KeyedLine,
    status: TranslationRecord['status'],
  ) {
    if (status === null || lineStatusOf(status) === keyed.line.status) return;
    const translations = project.record.translations.map((line, index) =>
      index === keyed.index ? { ...line, status: lineStatusOf(status) } : line,
    );
    await this.novels.updateContent(project.record._id, { translations });
  }

  /** The users who may update it: the members of the group its line names. */
  private membersOf({ project, keyed }: Located): string[] {
    const group = this.groupOf(project, keyed);
    return group ? [...(this.directory.get(group._id)?.members ?? [])] : [];
  }

  private groupOf(project: IndexedNovel, keyed: KeyedLine) {
    return translatorGroupOf(
      keyed.line.group.description,
      this.directory.groupsOf(project.record._id),
    );
  }

  private visibleProject(viewer: Viewer | null, novelId: string): IndexedNovel {
    const project = this.catalogue.get(novelId);
    if (!project || (project.record.removed && !allows(viewer, 'deleteNovel'))) {
      throw DomainError.of('notFound');
    }
    return project;
  }

  /**
   * A translation by id: its record names its project; a line without a record yet is found among
   * the projects' lines (a first update, rare enough to look).
   */
  private locate(viewer: Viewer | null, id: string): Located {
    const record = this.index.get(id);
    const candidates = record
      ? [this.catalogue.get(record.novel)].filter((project) => project !== undefined)
      : this.catalogue.visible();
    for (const project of candidates) {
      const keyed = keyedLinesOf(project.record).find((line) => line.id === id);
      if (keyed) {
        return { project: this.visibleProject(viewer, project.record._id), keyed, record };
      }
    }
    throw DomainError.of('notFound');
  }

  private present(
    viewer: Viewer | null,
    { project, keyed, record }: Located,
    now: Date,
    updatesShown = TRANSLATION_UPDATES_SHOWN,
  ): TranslationView {
    const { line } = keyed;
    const status = effectiveStatus(record?.status ?? null, line.status);
    const updates = this.index.updatesOf(keyed.id);
    const points = updates.map((update) => ({ at: update.at, percent: update.percent }));
    const progress = record && record.parts.length > 0 ? record : null;
    const finish = progress ? expectedFinish(points, now) : null;
    const edition = record?.edition ?? '';
    return {
      _id: keyed.id,
      novel: project.record._id,
      group: line.group,
      translator: this.groupOf(project, keyed),
      status,
      nonFree: line.nonFree,
      releasedAt: line.releasedAt?.toISOString() ?? null,
      link: line.link,
      description: line.description,
      edition,
      stages: record?.stages ?? [],
      parts: (progress?.parts ?? []).map((part) => ({
        ...part,
        percent: partPercent(part, progress!.stages),
      })),
      percent: progress ? overallPercent(progress) : null,
      weighting: progress ? progressWeighting(progress.parts) : null,
      lastUpdateAt: record?.lastUpdateAt?.toISOString() ?? null,
      quiet: quietNotice(points, now, isInWork(status)),
      expectedFinish: finish
        ? { earliest: finish.earliest.toISOString(), latest: finish.latest.toISOString() }
        : null,
      updates: updates.slice(0, updatesShown).map((update) => presentUpdate(update, edition)),
      updatesCount: updates.length,
      mayUpdate:
        viewer !== null &&
        can({
          actor: withoutSanctions(viewer.actor),
          action: 'updateTranslation',
          subject: { memberIds: this.membersOf({ project, keyed, record }) },
          now,
        }),
    };
  }
}

/** Where a translation stands, for comparing an update's before and after. */
function momentOf(
  record: Pick<TranslationRecord, 'stages' | 'parts'>,
  status: TranslationMoment['status'],
): TranslationMoment {
  return {
    status,
    stages: record.stages,
    parts: record.parts,
    percent: record.parts.length > 0 ? overallPercent(record) : null,
  };
}

/** A translation no one has updated yet: no status of its own, no progress stated. */
function emptyRecord(novelId: string, keyed: KeyedLine, now: Date): TranslationRecord {
  return {
    _id: keyed.id,
    novel: novelId,
    lineKey: keyed.key,
    status: null,
    edition: '',
    stages: [],
    parts: [],
    version: 0,
    lastUpdateId: null,
    lastUpdateAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

function presentUpdate(update: TranslationUpdateRecord, edition: string): TranslationUpdate {
  return {
    _id: update._id,
    at: update.at.toISOString(),
    by: update.by as UserRef | null,
    percent: update.percent,
    status: update.status,
    note: update.note,
    patch: update.patch
      ? {
          version: update.patch.version,
          link: update.patch.link,
          releasedAt: update.patch.releasedAt.toISOString(),
          edition: update.patch.edition,
          // An edition of its own that is not the one the translation now applies to is older.
          outdated:
            update.patch.edition !== '' && edition !== '' && update.patch.edition !== edition,
        }
      : null,
  };
}
