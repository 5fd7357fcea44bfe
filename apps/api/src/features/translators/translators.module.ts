import { Module } from '@nestjs/common';
import { TranslatorDirectoryModule } from '../translator-directory';
import { CatalogueModule } from '../catalogue';
import { NovelsModule } from '../novels';
import { TranslatorsController } from './translators.controller';
import { TranslatorsService } from './translators.service';

/**
 * Translator groups (docs/product §3, §7): the public list and pages, and the staff's edits. Exports
 * `TranslatorsService` for the groups as the list shows them (the site-wide search's).
 */
@Module({
  imports: [NovelsModule, CatalogueModule, TranslatorDirectoryModule],
  controllers: [TranslatorsController],
  providers: [TranslatorsService],
  exports: [TranslatorsService],
})
export class TranslatorsModule {}
