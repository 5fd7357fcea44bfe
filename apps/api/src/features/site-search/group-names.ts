import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { SearchQuery } from '@vn/domain';
import type { RecordChange } from '../../platform/database';
import { type TranslatorRecord, TranslatorDirectory } from '../translator-directory';
import { NamedIndex, type Found } from './named-index';

const nameCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
const byName = (a: TranslatorRecord, b: TranslatorRecord) =>
  nameCollator.compare(a.name, b.name) || a._id.localeCompare(b._id);

/**
 * The translator groups found by name (docs/product §A7.3), by the search's forgiving rules, kept
 * from the groups' own read model (`TranslatorDirectory`, docs/architecture.md § Read models): each
 * group written or deleted here as the write happens, and all of them again when the directory
 * reads them (at start, and when another instance wrote).
 */
@Injectable()
export class GroupNames implements OnApplicationBootstrap {
  private readonly index = new NamedIndex<TranslatorRecord>();

  constructor(private readonly directory: TranslatorDirectory) {
    directory.onChange((change) => this.apply(change));
  }

  onApplicationBootstrap(): void {
    this.readAll();
  }

  /** The groups the query finds: by rank, then by name. */
  /** Moves on every change of what is found or shown (see `NamedIndex.version`). */
  get version(): number {
    return this.index.version;
  }

  find(query: SearchQuery): Found<TranslatorRecord>[] {
    return this.index.find(query, byName);
  }

  private apply(change: RecordChange<TranslatorRecord>): void {
    switch (change.kind) {
      case 'written':
        return this.index.set(change.record._id, { name: change.record.name }, change.record);
      case 'deleted':
        return this.index.delete(change.id);
      case 'eachRecord':
      case 'everything':
        return this.readAll();
    }
  }

  private readAll(): void {
    this.index.clear();
    for (const record of this.directory.all())
      this.index.set(record._id, { name: record.name }, record);
  }
}
