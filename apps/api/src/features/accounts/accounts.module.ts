import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CaptchaModule } from '../../platform/captcha/captcha.module';
import { MailModule } from '../../platform/mail/mail.module';
import { MessagesModule } from '../messages';
import { UsersModule } from '../users';
import {
  EMAIL_TOKENS_COLLECTION,
  emailTokenSchema,
  RESTORE_CODES_COLLECTION,
  restoreCodeSchema,
} from './account-tokens.schema';
import { AccountsController } from './accounts.controller';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountsService } from './accounts.service';
import { GoogleSignInService } from './google-sign-in.service';
import { SettingsService } from './settings.service';

@Module({
  imports: [
    UsersModule,
    MessagesModule,
    CaptchaModule,
    MailModule,
    MongooseModule.forFeature([
      { name: EMAIL_TOKENS_COLLECTION, schema: emailTokenSchema },
      { name: RESTORE_CODES_COLLECTION, schema: restoreCodeSchema },
    ]),
  ],
  controllers: [AccountsController],
  providers: [AccountTokensRepository, AccountsService, GoogleSignInService, SettingsService],
})
export class AccountsModule {}
