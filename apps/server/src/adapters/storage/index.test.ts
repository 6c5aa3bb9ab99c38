import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createFileStorage } from './index';

describe('file storage choice', () => {
  it('is the upload folder under DATA_DIR without S3 credentials', async () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/platform', S3_REGION: '' });
    expect(config.uploads).toMatchObject({ dir: '/var/lib/platform/uploads', s3: undefined });
    expect((await createFileStorage(config.uploads)).name).toBe('local folder /var/lib/platform/uploads');
  });

  it('is the S3-compatible bucket with all its credentials, path style with an endpoint', async () => {
    const config = loadConfig({
      S3_BUCKET: 'cards',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
    });
    expect(config.uploads.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect((await createFileStorage(config.uploads)).name).toBe(
      'S3-compatible bucket cards at 127.0.0.1:9000',
    );
    const aws = loadConfig({
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_REGION: 'eu-west-1',
    });
    expect(aws.uploads.s3).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
    });
  });

  it('refuses a partial S3 configuration', () => {
    expect(() => loadConfig({ S3_BUCKET: 'cards' })).toThrow(ConfigError);
  });
});
