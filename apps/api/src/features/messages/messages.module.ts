import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { UsersModule } from '../users';
import { ContactLists } from './contact-lists';
import { ContactsRepository } from './contacts.repository';
import { contactRecordSchema, messageRecordSchema } from './message.schema';
import { MessagesController } from './messages.controller';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { UnreadCounters } from './unread-counters';

/**
 * Private messages and contacts (docs/product §2.5, §3 Message, Contact, §7). Exports `MessagesService`
 * so accounts can answer `contacts` in `GET /api/settings` (`sessionContacts`, `unreadTotal`).
 */
@Module({
  imports: [UsersModule, recordModels(messageRecordSchema, contactRecordSchema)],
  controllers: [MessagesController],
  providers: [
    MessagesRepository,
    ContactsRepository,
    ContactLists,
    MessagesService,
    UnreadCounters,
  ],
  exports: [MessagesService],
})
export class MessagesModule {}
