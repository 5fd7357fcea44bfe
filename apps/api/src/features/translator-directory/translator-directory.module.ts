import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { translatorSchema } from './translator.schema';
import { TranslatorDirectory } from './translator-directory';
import { TranslatorsRepository } from './translators.repository';

/**
 * The translator groups' read model on its own, below both the translators' feature and the
 * catalogue (whose project pages name a project's groups): neither then imports the other.
 */
@Module({
  imports: [recordModels(translatorSchema)],
  providers: [TranslatorsRepository, TranslatorDirectory],
  exports: [TranslatorsRepository, TranslatorDirectory],
})
export class TranslatorDirectoryModule {}
