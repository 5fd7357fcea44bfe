import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailService } from './mail.service';
import { OUTBOX_COLLECTION, outboxSchema } from './outbox.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: OUTBOX_COLLECTION, schema: outboxSchema }])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
