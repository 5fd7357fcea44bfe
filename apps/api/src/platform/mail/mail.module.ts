import { Module } from '@nestjs/common';
import { recordModels } from '../database/record-models';
import { MailService } from './mail.service';
import { OutboxRepository } from './outbox.repository';
import { outboxSchema } from './outbox.schema';

@Module({
  imports: [recordModels(outboxSchema)],
  providers: [OutboxRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
