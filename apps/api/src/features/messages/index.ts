/*
 * The messages feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { MessagesModule } from './messages.module';
export { MessagesService } from './messages.service';
export { contactRecordSchema, messageRecordSchema } from './message.schema';
export type { ContactRecord, MessageRecord } from './message.schema';
