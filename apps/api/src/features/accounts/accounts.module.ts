import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { CaptchaModule } from '../../platform/captcha';
import { MailModule } from '../../platform/mail';
import { MessagesModule } from '../messages';
import { SanctionsModule } from '../sanctions';
import { UsersModule } from '../users';
import { emailTokenSchema, restoreCodeSchema } from './account-tokens.schema';
import { AccountsController } from './accounts.controller';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountsService } from './accounts.service';
import { GoogleSignInService } from './google-sign-in.service';
import { SettingsService } from './settings.service';

@Module({
  imports: [
    UsersModule,
    SanctionsModule,
    MessagesModule,
    CaptchaModule,
    MailModule,
    recordModels(emailTokenSchema, restoreCodeSchema),
  ],
  controllers: [AccountsController],
  providers: [AccountTokensRepository, AccountsService, GoogleSignInService, SettingsService],
})
export class AccountsModule {}
