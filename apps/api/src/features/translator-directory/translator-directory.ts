import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { TranslatorRef } from '@vn/domain';
import type { RecordChange } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import type { TranslatorRecord } from './translator.schema';
import { TranslatorsRepository } from './translators.repository';

/**
 * The translator groups in memory (docs/architecture.md § Read models): a few hundred records, read
 * by id, by url (the site's address /translators/{url}, docs/product §2.2) and by project (a
 * project page's translation cards link to the groups that list it). Written through by
 * the translators' service; other instances re-read on its `translators` message.
 */
@Injectable()
export class TranslatorDirectory implements OnApplicationBootstrap {
  private readonly byId = new Map<string, TranslatorRecord>();
  private readonly byUrl = new Map<string, TranslatorRecord>();
  private readonly byNovel = new Map<string, TranslatorRecord[]>();
  /**
   * Moves on every change: what is built or kept from the groups (the sitemap, guests' project
   * pages) compares it.
   */
  version = 0;
  private readonly listeners: ((change: RecordChange<TranslatorRecord>) => void)[] = [];

  constructor(
    private readonly translators: TranslatorsRepository,
    sync: CacheSync,
  ) {
    sync.onChange('translators', () => this.reload());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  async reload(): Promise<void> {
    const records = await this.translators.all();
    this.byId.clear();
    for (const record of records) this.byId.set(record._id, record);
    this.reindex();
    this.told({ kind: 'everything' });
  }

  /**
   * Hears of each change of the groups held, at once and in order (docs/architecture.md § Read
   * models): one group written or gone here, or every group read again (`everything`: at start,
   * or another instance wrote). What is kept from the groups elsewhere (the site-wide search's
   * names) follows it.
   */
  onChange(listener: (change: RecordChange<TranslatorRecord>) => void): void {
    this.listeners.push(listener);
  }

  all(): Iterable<TranslatorRecord> {
    return this.byId.values();
  }

  get(id: string): TranslatorRecord | undefined {
    return this.byId.get(id);
  }

  getByUrl(url: string): TranslatorRecord | undefined {
    return this.byUrl.get(url);
  }

  /** The groups that list a project, by name then id (so a shared name picks one group stably). */
  groupsOf(novelId: string): TranslatorRef[] {
    return (this.byNovel.get(novelId) ?? []).map(({ _id, url, name }) => ({ _id, url, name }));
  }

  set(record: TranslatorRecord): void {
    this.byId.set(record._id, record);
    this.reindex();
    this.told({ kind: 'written', record });
  }

  delete(id: string): void {
    this.byId.delete(id);
    this.reindex();
    this.told({ kind: 'deleted', id });
  }

  /** Rebuilt whole on each write: a few hundred groups, written by staff now and then. */
  private reindex(): void {
    this.version += 1;
    this.byUrl.clear();
    this.byNovel.clear();
    const records = [...this.byId.values()].sort(
      (a, b) => a.name.localeCompare(b.name, 'ru') || a._id.localeCompare(b._id),
    );
    for (const record of records) {
      this.byUrl.set(record.url, record);
      for (const novelId of new Set(record.novelIds)) {
        const groups = this.byNovel.get(novelId) ?? [];
        groups.push(record);
        this.byNovel.set(novelId, groups);
      }
    }
  }

  private told(change: RecordChange<TranslatorRecord>): void {
    for (const listener of this.listeners) listener(change);
  }
}
