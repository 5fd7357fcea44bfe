import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CAPTCHAS_COLLECTION, captchaSchema } from './captcha.schema';
import { CaptchaRepository } from './captcha.repository';
import { CaptchaService } from './captcha.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: CAPTCHAS_COLLECTION, schema: captchaSchema }])],
  providers: [CaptchaRepository, CaptchaService],
  exports: [CaptchaService],
})
export class CaptchaModule {}
