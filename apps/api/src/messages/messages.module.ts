import { Module } from '@nestjs/common';

/** Private messages and contacts (SPEC.md §2.5, §3 Message, Contact, §7). */
@Module({})
export class MessagesModule {}
