import { Redis } from 'ioredis';

/** Connects or fails fast: a configured Redis that does not answer is a start-up error. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 3000 });
  await redis.connect();
  await redis.ping();
  return redis;
}
