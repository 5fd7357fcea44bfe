import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TranslatorDirectoryModule } from './translator-directory.module';
import { CatalogueModule } from '../novels/catalogue.module';
import { NovelsModule } from '../novels/novels.module';
import { TRANSLATORS_COLLECTION, translatorSchema } from './translator.schema';
import { TranslatorsController } from './translators.controller';
import { TranslatorsService } from './translators.service';

/** Translator groups (docs/product §3, §7): the public list and pages, and the staff's edits. */
@Module({
  imports: [
    NovelsModule,
    CatalogueModule,
    TranslatorDirectoryModule,
    MongooseModule.forFeature([{ name: TRANSLATORS_COLLECTION, schema: translatorSchema }]),
  ],
  controllers: [TranslatorsController],
  providers: [TranslatorsService],
})
export class TranslatorsModule {}
