import { Module } from '@nestjs/common';
import { TranslatorDirectoryModule } from '../translator-directory';
import { CatalogueModule } from '../catalogue';
import { NovelsModule } from '../novels';
import { TranslatorsController } from './translators.controller';
import { TranslatorsService } from './translators.service';

/** Translator groups (docs/product §3, §7): the public list and pages, and the staff's edits. */
@Module({
  imports: [NovelsModule, CatalogueModule, TranslatorDirectoryModule],
  controllers: [TranslatorsController],
  providers: [TranslatorsService],
})
export class TranslatorsModule {}
