import { Module } from '@nestjs/common';
import { TranslatorDirectoryModule } from './translator-directory.module';
import { CatalogueModule } from '../novels/catalogue.module';
import { NovelsModule } from '../novels/novels.module';
import { TranslatorsController } from './translators.controller';
import { TranslatorsService } from './translators.service';

/** Translator groups (docs/product §3, §7): the public list and pages, and the staff's edits. */
@Module({
  imports: [NovelsModule, CatalogueModule, TranslatorDirectoryModule],
  controllers: [TranslatorsController],
  providers: [TranslatorsService],
})
export class TranslatorsModule {}
