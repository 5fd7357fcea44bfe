import { Module } from '@nestjs/common';
import { recordModels } from '../database/record-models';
import { captchaSchema } from './captcha.schema';
import { CaptchaRepository } from './captcha.repository';
import { CaptchaService } from './captcha.service';

@Module({
  imports: [recordModels(captchaSchema)],
  providers: [CaptchaRepository, CaptchaService],
  exports: [CaptchaService],
})
export class CaptchaModule {}
