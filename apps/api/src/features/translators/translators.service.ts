import { Injectable } from '@nestjs/common';
import {
  DomainError,
  isSlug,
  LIMITS,
  normalizeSearchText,
  objectIdSchema,
  slugFromName,
  type TranslatorListItem,
  type translatorBodySchema,
} from '@vn/domain';
import type { z } from 'zod';
import { newObjectId } from '../../platform/ids';
import { CatalogueService } from '../catalogue';
import { CatalogueIndex } from '../novels';
import type { Viewer } from '../../platform/session';
import {
  type TranslatorRecord,
  TranslatorDirectory,
  TranslatorsRepository,
} from '../translator-directory';
import { CacheSync } from '../../platform/pubsub';

type TranslatorBody = z.infer<typeof translatorBodySchema>;

const nameCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * Translator groups (docs/product §3 Translator): a few hundred records, kept in memory (the
 * `TranslatorDirectory`) and written through. A group lists its projects; removing a group leaves
 * the projects' translations as they are.
 */
@Injectable()
export class TranslatorsService {
  constructor(
    private readonly translators: TranslatorsRepository,
    private readonly directory: TranslatorDirectory,
    private readonly index: CatalogueIndex,
    private readonly catalogue: CatalogueService,
    private readonly sync: CacheSync,
  ) {}

  /** 20 a page, by name; `search` matches any part of the name (case and ё/е ignored). */
  list(page: number, search: string) {
    const query = normalizeSearchText(search);
    const matching = [...this.directory.all()]
      .filter((record) => !query || normalizeSearchText(record.name).includes(query))
      .sort((a, b) => nameCollator.compare(a.name, b.name));
    const size = LIMITS.translatorsPageSize;
    return {
      translators: matching
        .slice(page * size, (page + 1) * size)
        .map((record) => this.listItem(record)),
      count: matching.length,
    };
  }

  /** A group as the list shows it: its projects counted as readers see them (removed ones left out). */
  listItem(record: TranslatorRecord): TranslatorListItem {
    return {
      _id: record._id,
      url: record.url,
      name: record.name,
      links: record.links,
      novelsCount: this.visibleNovelIds(record).length,
    };
  }

  /**
   * A group's page by its id or its url (the site's address is /translators/{url}, docs/product
   * §2.2): an id is looked up first, then a url, since a url could look like an id. Text that is
   * neither is the caller's mistake (400); a well-formed but unknown one is "Not Found".
   */
  async page(viewer: Viewer | null, idOrUrl: string) {
    const asId = objectIdSchema.safeParse(idOrUrl).data ?? null;
    if (!asId && !isSlug(idOrUrl)) {
      throw new DomainError('invalid', `Некорректный адрес: ${idOrUrl.slice(0, 40)}`);
    }
    const record = (asId && this.directory.get(asId)) || this.directory.getByUrl(idOrUrl);
    if (!record) throw DomainError.of('notFound');
    return this.present(viewer, record);
  }

  async create(viewer: Viewer, body: TranslatorBody) {
    this.checkNovels(body.novels);
    const record = await this.translators.insert({
      _id: newObjectId(),
      url: this.freeUrl(body.name),
      name: body.name,
      links: body.links,
      novelIds: [...new Set(body.novels)],
    });
    this.directory.set(record);
    this.sync.changed('translators');
    return this.present(viewer, record);
  }

  async update(viewer: Viewer, id: string, body: Partial<TranslatorBody>) {
    this.existing(id);
    if (body.novels) this.checkNovels(body.novels);
    const changes: Partial<TranslatorRecord> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.links !== undefined) changes.links = body.links;
    if (body.novels !== undefined) changes.novelIds = [...new Set(body.novels)];
    const updated = await this.translators.set(id, changes);
    if (!updated) throw DomainError.of('notFound');
    this.directory.set(updated);
    this.sync.changed('translators');
    return this.present(viewer, updated);
  }

  async remove(id: string): Promise<{ removed: true }> {
    this.existing(id);
    await this.translators.delete(id);
    this.directory.delete(id);
    this.sync.changed('translators');
    return { removed: true };
  }

  private async present(viewer: Viewer | null, record: TranslatorRecord) {
    const entries = this.visibleNovelIds(record).map((novelId) => this.index.get(novelId)!);
    return {
      translator: {
        _id: record._id,
        url: record.url,
        name: record.name,
        links: record.links,
        novels: record.novelIds,
      },
      novels: await this.catalogue.cards(viewer, entries),
    };
  }

  private visibleNovelIds(record: TranslatorRecord): string[] {
    return record.novelIds.filter((novelId) => {
      const entry = this.index.get(novelId);
      return entry && !entry.record.removed;
    });
  }

  /** Every linked project must exist: a typo'd id is the caller's mistake, named in the answer. */
  private checkNovels(novelIds: readonly string[]): void {
    const unknown = novelIds.filter((novelId) => {
      const entry = this.index.get(novelId.toLowerCase());
      return !entry || entry.record.removed;
    });
    if (unknown.length > 0) {
      throw new DomainError('invalid', `Проекты не найдены: ${unknown.slice(0, 5).join(', ')}`, {
        novels: 'не найдены',
      });
    }
  }

  /** The name's slug, with -2, -3… when another group has it (two groups may share a name). */
  private freeUrl(name: string): string {
    const base = slugFromName(name) || 'translator';
    const taken = new Set([...this.directory.all()].map((record) => record.url));
    let url = base;
    for (let suffix = 2; taken.has(url); suffix += 1) url = `${base}-${suffix}`;
    return url;
  }

  private existing(id: string): TranslatorRecord {
    const record = this.directory.get(id);
    if (!record) throw DomainError.of('notFound');
    return record;
  }
}
