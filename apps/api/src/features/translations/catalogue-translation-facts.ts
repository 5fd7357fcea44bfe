import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  effectiveStatus,
  projectTranslationFacts,
  type ProjectTranslationFacts,
  type TranslationLineFacts,
} from '@vn/domain';
import { CatalogueIndex, type NovelRecord } from '../novels';
import { keyedLinesOf } from './translation-lines';
import { TranslationsIndex } from './translations-index';

/**
 * Gives the catalogue what it filters and sorts projects by from their translations (docs/product
 * §A1.11): the catalogue's index cannot read the translations, which read it, so this registers
 * the source with it and tells it which project's translations changed, on this instance or, through
 * the translations index, on another.
 */
@Injectable()
export class CatalogueTranslationFacts implements OnModuleInit {
  constructor(
    private readonly catalogue: CatalogueIndex,
    private readonly translations: TranslationsIndex,
  ) {}

  onModuleInit(): void {
    this.catalogue.useTranslationFacts((project) => this.factsOf(project));
    this.translations.onChange((novelId) =>
      this.catalogue.refreshTranslationFacts(novelId ?? undefined),
    );
  }

  factsOf(project: Pick<NovelRecord, '_id' | 'translations'>): ProjectTranslationFacts {
    const records = this.translations.ofNovel(project._id);
    // Most projects have no record: their lines' statuses say it all, without working out ids.
    const lines: TranslationLineFacts[] =
      records.size === 0
        ? project.translations.map((line) => ({
            status: line.status,
            progress: null,
            lastUpdateAt: null,
          }))
        : keyedLinesOf(project).map(({ id, line }) => {
            const record = records.get(id);
            return {
              status: effectiveStatus(record?.status ?? null, line.status),
              progress: record ?? null,
              lastUpdateAt: record?.lastUpdateAt ?? null,
            };
          });
    return projectTranslationFacts(lines);
  }
}
