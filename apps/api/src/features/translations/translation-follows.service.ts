import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  defaultTranslationAlerts,
  DomainError,
  type TranslationAlerts,
  type TranslationFollowKind,
  type TranslationFollowsState,
} from '@vn/domain';
import type { Viewer } from '../../platform/session';
import { CatalogueIndex } from '../novels';
import { TranslatorDirectory } from '../translator-directory';
import type { TranslationFollowerRecord } from './translation-follow.schema';
import { TranslationFollowers } from './translation-followers';
import { TranslationFollowersRepository } from './translation-followers.repository';
import { TranslationsService } from './translations.service';

/**
 * What a reader follows of translations, where each kind of event reaches them, and the secret
 * address of their own Atom feed (docs/product §A1.8). Following and unfollowing are idempotent.
 */
@Injectable()
export class TranslationFollowsService {
  constructor(
    private readonly followers: TranslationFollowers,
    private readonly repository: TranslationFollowersRepository,
    private readonly translations: TranslationsService,
    private readonly catalogue: CatalogueIndex,
    private readonly directory: TranslatorDirectory,
  ) {}

  state(viewer: Viewer): TranslationFollowsState {
    return present(this.recordOf(viewer));
  }

  async follow(viewer: Viewer, kind: TranslationFollowKind, target: string) {
    this.mustExist(viewer, kind, target);
    const record = this.recordOf(viewer);
    if (record.follows.some((follow) => follow.kind === kind && follow.target === target)) {
      return present(record);
    }
    return this.save({
      ...record,
      follows: [...record.follows, { kind, target, since: new Date() }],
    });
  }

  async unfollow(viewer: Viewer, kind: TranslationFollowKind, target: string) {
    const record = this.recordOf(viewer);
    const follows = record.follows.filter(
      (follow) => !(follow.kind === kind && follow.target === target),
    );
    if (follows.length === record.follows.length) {
      // Not followed: harmless for what exists; a target that never existed is a wrong address.
      // (A follow of something gone since can still be taken off, above.)
      this.mustExist(viewer, kind, target);
      return present(record);
    }
    return this.save({ ...record, follows });
  }

  saveAlerts(viewer: Viewer, alerts: TranslationAlerts) {
    return this.save({ ...this.recordOf(viewer), alerts });
  }

  /** 24 random bytes: an address nobody guesses; a new one closes the old. */
  newFeedToken(viewer: Viewer) {
    return this.save({
      ...this.recordOf(viewer),
      feedToken: randomBytes(24).toString('base64url'),
    });
  }

  revokeFeedToken(viewer: Viewer) {
    return this.save({ ...this.recordOf(viewer), feedToken: null });
  }

  private async save(record: TranslationFollowerRecord) {
    const next = { ...record, updatedAt: new Date() };
    await this.repository.save(next);
    return present(next);
  }

  private recordOf(viewer: Viewer): TranslationFollowerRecord {
    return (
      this.followers.of(viewer.user._id) ?? {
        _id: viewer.user._id,
        follows: [],
        alerts: defaultTranslationAlerts,
        feedToken: null,
        updatedAt: new Date(),
      }
    );
  }

  private mustExist(viewer: Viewer, kind: TranslationFollowKind, target: string): void {
    switch (kind) {
      case 'novel': {
        const project = this.catalogue.get(target);
        if (!project || project.record.removed) throw DomainError.of('notFound');
        return;
      }
      case 'translation':
        // Throws notFound for a translation that is not there.
        this.translations.one(viewer, target);
        return;
      case 'group':
        if (!this.directory.get(target)) throw DomainError.of('notFound');
        return;
    }
  }
}

function present(record: TranslationFollowerRecord): TranslationFollowsState {
  return {
    follows: record.follows.map((follow) => ({
      kind: follow.kind,
      target: follow.target,
      since: follow.since.toISOString(),
    })),
    // Kinds added after the reader saved theirs reach both channels.
    alerts: { ...defaultTranslationAlerts, ...record.alerts },
    feedToken: record.feedToken,
  };
}
