import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { s3ConfigFrom } from './s3-config';

describe('s3ConfigFrom', () => {
  const complete = {
    S3_ENDPOINT: 'https://s3.example.com/',
    S3_BUCKET: 'vn-images',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is null without S3_* variables: files stay in the local folder', () => {
    expect(s3ConfigFrom({})).toBeNull();
    expect(s3ConfigFrom({ S3_ENDPOINT: '', UPLOADS_DIR: '/srv/uploads' })).toBeNull();
  });

  it('reads the settings, with region us-east-1 and the bucket as the public address by default', () => {
    expect(s3ConfigFrom(complete)).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'vn-images',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.example.com/vn-images',
    });
    expect(
      s3ConfigFrom({
        ...complete,
        S3_REGION: 'eu-central-1',
        S3_PUBLIC_URL: 'https://cdn.example/',
      }),
    ).toMatchObject({ region: 'eu-central-1', publicUrl: 'https://cdn.example' });
  });

  it('names the missing variables when only some are set', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete;
    expect(() => s3ConfigFrom(withoutSecret)).toThrow(ConfigError);
    expect(() => s3ConfigFrom(withoutSecret)).toThrow(/S3_SECRET_ACCESS_KEY is required/);
    expect(() => s3ConfigFrom({ S3_REGION: 'eu-central-1' })).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required/,
    );
  });

  it('refuses addresses that are not http(s) URLs', () => {
    expect(() => s3ConfigFrom({ ...complete, S3_ENDPOINT: 's3.example.com' })).toThrow(
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => s3ConfigFrom({ ...complete, S3_PUBLIC_URL: 'ftp://cdn.example' })).toThrow(
      /S3_PUBLIC_URL must be/,
    );
  });
});
