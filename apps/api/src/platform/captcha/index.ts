export * from './captcha.module';
export * from './captcha.service';
