import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailService } from './mail.service';
import { OutboxRepository } from './outbox.repository';
import { OUTBOX_COLLECTION, outboxSchema } from './outbox.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: OUTBOX_COLLECTION, schema: outboxSchema }])],
  providers: [OutboxRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
