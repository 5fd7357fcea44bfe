import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users';
import { ContactLists } from './contact-lists';
import { ContactsRepository } from './contacts.repository';
import {
  CONTACTS_COLLECTION,
  contactRecordSchema,
  MESSAGES_COLLECTION,
  messageRecordSchema,
} from './message.schema';
import { MessagesController } from './messages.controller';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';

/**
 * Private messages and contacts (docs/product §2.5, §3 Message, Contact, §7). Exports `MessagesService`
 * so accounts can answer `contacts` in `GET /api/settings` (`sessionContacts`, `unreadTotal`).
 */
@Module({
  imports: [
    UsersModule,
    MongooseModule.forFeature([
      { name: MESSAGES_COLLECTION, schema: messageRecordSchema },
      { name: CONTACTS_COLLECTION, schema: contactRecordSchema },
    ]),
  ],
  controllers: [MessagesController],
  providers: [MessagesRepository, ContactsRepository, ContactLists, MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
