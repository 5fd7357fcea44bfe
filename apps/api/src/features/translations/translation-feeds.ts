import { Injectable } from '@nestjs/common';
import {
  defaultTranslationAlerts,
  translationEventOfCode,
  translationEventText,
  translatorGroupOf,
  translatorHref,
  type TranslationAlerts,
  type TranslationEventKind,
  type TranslationFollowKind,
} from '@vn/domain';
import {
  familyFeedPath,
  FEED_SIZE,
  type Feed,
  type FeedEntry,
  type FeedFamily,
  type SiteAddress,
} from '../../platform/site';
import { CatalogueIndex, projectPath, type NovelRecord } from '../novels';
import { TranslatorDirectory } from '../translator-directory';
import type { TranslationFollowerRecord } from './translation-follow.schema';
import { TranslationFollowers } from './translation-followers';
import { keyedLinesOf, type KeyedLine } from './translation-lines';
import type { TranslationUpdateRecord } from './translation.schema';
import { TranslationsIndex } from './translations-index';

/** Where the feeds of translation updates are (docs/product §A1.8). */
export const TRANSLATION_FEED_PREFIXES = {
  novel: '/feeds/translations/novel/',
  group: '/feeds/translations/group/',
  me: '/feeds/translations/me/',
} as const;

/** The feed of a project's translation updates, which its page's head advertises. */
export function projectTranslationsFeed(
  project: Pick<NovelRecord, '_id' | 'name' | 'section' | 'url'>,
): Feed {
  return {
    path: familyFeedPath({ prefix: TRANSLATION_FEED_PREFIXES.novel }, project._id),
    title: `${project.name}: обновления переводов`,
    pagePath: projectPath(project),
  };
}

/**
 * The feeds a project page's head advertises: its translations' updates, once it has a translation
 * (a project without one has nothing to follow yet).
 */
export function projectTranslationFeeds(
  project: Pick<NovelRecord, '_id' | 'name' | 'section' | 'url' | 'translations'>,
): Feed[] {
  return project.translations.length > 0 ? [projectTranslationsFeed(project)] : [];
}

/** A translation's line with its project, and from when its updates count (0: all of them). */
export interface FeedLine {
  project: NovelRecord;
  keyed: KeyedLine;
  since: number;
}

/**
 * An update as a few words: «Проект — Группа: 61 %, закончен этап «Перевод»». The percent when the
 * translation states its progress, the texts of its events when it has any (else its note).
 */
export function translationUpdateTitle(
  projectName: string,
  groupName: string,
  update: Pick<TranslationUpdateRecord, 'percent' | 'events' | 'note'>,
  progressStated: boolean,
): string {
  const events = update.events
    .map((code) => translationEventOfCode(code))
    .filter((event) => event !== null)
    .map(translationEventText);
  const said = [
    ...(progressStated ? [`${update.percent} %`] : []),
    ...(events.length > 0 ? events : update.note ? [update.note] : []),
  ];
  const subject = `${projectName} — ${groupName}`;
  return said.length > 0 ? `${subject}: ${said.join(', ')}` : subject;
}

/** The kinds of event a reader wants in their feed (kinds added after they saved theirs: yes). */
export function feedKindsOf(alerts: Partial<TranslationAlerts>): Set<TranslationEventKind> {
  const all = { ...defaultTranslationAlerts, ...alerts };
  return new Set(
    (Object.keys(all) as TranslationEventKind[]).filter((kind) => all[kind]?.feed === true),
  );
}

/** Whether an update says something of a kind the reader wants: one without events never does. */
export function saysAny(
  update: Pick<TranslationUpdateRecord, 'events'>,
  kinds: Set<TranslationEventKind>,
) {
  return update.events.some((code) => {
    const event = translationEventOfCode(code);
    return event !== null && kinds.has(event.kind);
  });
}

/**
 * The newest updates of these lines that `keep` lets through, newest first (ids order updates of
 * one millisecond), at most `limit`; each line's own since holds.
 */
export function newestUpdates(
  lines: readonly FeedLine[],
  updatesOf: (translationId: string) => readonly TranslationUpdateRecord[],
  keep: (update: TranslationUpdateRecord) => boolean = () => true,
  limit = FEED_SIZE,
): { line: FeedLine; update: TranslationUpdateRecord }[] {
  const found: { line: FeedLine; update: TranslationUpdateRecord }[] = [];
  for (const line of lines) {
    // Each line's updates are newest first: no more than `limit` of them can make the cut.
    let taken = 0;
    for (const update of updatesOf(line.keyed.id)) {
      if (taken === limit || update.at.getTime() < line.since) break;
      if (!keep(update)) continue;
      found.push({ line, update });
      taken += 1;
    }
  }
  return found
    .sort(
      (a, b) =>
        b.update.at.getTime() - a.update.at.getTime() || b.update._id.localeCompare(a.update._id),
    )
    .slice(0, limit);
}

/**
 * The Atom feeds of translation updates (docs/product §A1.8), from memory (the translations index,
 * the catalogue, the translator directory and who follows what; no query): one per project, one per
 * translator group, and each reader's own behind the secret token of its address. An entry is an
 * update; its id is the project's permanent `/go/novel/{id}` address with the update's id.
 */
@Injectable()
export class TranslationFeeds {
  constructor(
    private readonly index: TranslationsIndex,
    private readonly followers: TranslationFollowers,
    private readonly catalogue: CatalogueIndex,
    private readonly directory: TranslatorDirectory,
  ) {}

  families(site: SiteAddress): FeedFamily[] {
    const translations = () => `${this.index.version}:${this.catalogue.version}`;
    const groups = () => `${translations()}:${this.directory.version}`;
    return [
      {
        prefix: TRANSLATION_FEED_PREFIXES.novel,
        version: translations,
        feedOf: (novelId) => {
          const project = this.project(novelId);
          if (!project) return null;
          return {
            feed: projectTranslationsFeed(project),
            entries: this.entries(site, this.linesOfProject(project)),
          };
        },
      },
      {
        prefix: TRANSLATION_FEED_PREFIXES.group,
        version: groups,
        feedOf: (groupId) => {
          const group = this.directory.get(groupId);
          if (!group) return null;
          return {
            feed: {
              path: familyFeedPath({ prefix: TRANSLATION_FEED_PREFIXES.group }, group._id),
              title: `${group.name}: обновления переводов`,
              pagePath: translatorHref(group),
            },
            entries: this.entries(site, this.linesOfGroup(group._id)),
          };
        },
      },
      {
        prefix: TRANSLATION_FEED_PREFIXES.me,
        personal: true,
        version: () => `${groups()}:${this.followers.version}`,
        feedOf: (token) => {
          const userId = this.followers.userOfToken(token);
          const record = userId === undefined ? undefined : this.followers.of(userId);
          if (!record) return null;
          const kinds = feedKindsOf(record.alerts);
          return {
            feed: {
              path: familyFeedPath({ prefix: TRANSLATION_FEED_PREFIXES.me }, token),
              title: 'Обновления переводов, за которыми вы следите',
              pagePath: '/settings',
            },
            entries: this.entries(site, this.linesFollowed(record.follows), (update) =>
              saysAny(update, kinds),
            ),
          };
        },
      },
    ];
  }

  private entries(
    site: SiteAddress,
    lines: readonly FeedLine[],
    keep?: (update: TranslationUpdateRecord) => boolean,
  ): FeedEntry[] {
    return newestUpdates(lines, (id) => this.index.updatesOf(id), keep).map(
      ({ line: { project, keyed }, update }) => ({
        id: `${site.url(`/go/novel/${project._id}`)}#update-${update._id}`,
        title: translationUpdateTitle(
          project.name,
          keyed.line.group.description,
          update,
          // Parts, once stated, are never taken away (docs/product §A1.4): none now, none ever.
          (this.index.get(keyed.id)?.parts.length ?? 0) > 0,
        ),
        link: site.url(projectPath(project)),
        published: update.at,
        updated: update.at,
        author: update.by?.username,
        summary: update.note || undefined,
      }),
    );
  }

  /** A project a reader can open. */
  private project(novelId: string): NovelRecord | null {
    const record = this.catalogue.get(novelId)?.record;
    return record && !record.removed ? record : null;
  }

  private linesOfProject(project: NovelRecord, since = 0): FeedLine[] {
    return keyedLinesOf(project).map((keyed) => ({ project, keyed, since }));
  }

  /** The lines that name the group, matched as a translation finds its group. */
  private linesOfGroup(groupId: string, since = 0): FeedLine[] {
    const group = this.directory.get(groupId);
    if (!group) return [];
    return [...new Set(group.novelIds)].flatMap((novelId) => {
      const project = this.project(novelId);
      if (!project) return [];
      const groups = this.directory.groupsOf(novelId);
      return this.linesOfProject(project, since).filter(
        ({ keyed }) => translatorGroupOf(keyed.line.group.description, groups)?._id === groupId,
      );
    });
  }

  /** The line of a translation, found through its record's project. */
  private lineOf(translationId: string, since: number): FeedLine[] {
    const novelId = this.index.get(translationId)?.novel;
    const project = novelId === undefined ? null : this.project(novelId);
    if (!project) return [];
    return this.linesOfProject(project, since).filter(({ keyed }) => keyed.id === translationId);
  }

  /** What the follows cover, each line once, from its earliest follow. */
  private linesFollowed(follows: TranslationFollowerRecord['follows']): FeedLine[] {
    const lines = new Map<string, FeedLine>();
    for (const follow of follows) {
      for (const line of this.linesOfFollow(follow.kind, follow.target, follow.since.getTime())) {
        const known = lines.get(line.keyed.id);
        if (!known || known.since > line.since) lines.set(line.keyed.id, line);
      }
    }
    return [...lines.values()];
  }

  private linesOfFollow(kind: TranslationFollowKind, target: string, since: number): FeedLine[] {
    switch (kind) {
      case 'novel': {
        const project = this.project(target);
        return project ? this.linesOfProject(project, since) : [];
      }
      case 'translation':
        return this.lineOf(target, since);
      case 'group':
        return this.linesOfGroup(target, since);
    }
  }
}
