import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { getOrCreateSecret } from '../src/secrets.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

describe.each(ENGINES)('database on $name', (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  it.skipIf(engine.skip)('runs every migration and reports healthy over HTTP', async () => {
    test = await createTestDatabase(engine.name);
    const app = await buildApp({ database: test.database, publicUrl: 'http://127.0.0.1' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: engine.name });
    } finally {
      await app.close();
    }
  });

  it.skipIf(engine.skip)('keeps a secret across reopening and agrees on one value under a race', async () => {
    test = await createTestDatabase(engine.name);
    const { database } = test;
    const values = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        getOrCreateSecret(database, 'cookie-key', () => `value-${index}`),
      ),
    );
    expect(new Set(values).size).toBe(1);
    expect(await getOrCreateSecret(database, 'cookie-key', () => 'other')).toBe(values[0]);
  });
});
