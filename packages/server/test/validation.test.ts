import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../src/app.ts';
import { checkOutput, HttpProblem, parseInput } from '../src/http/validation.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

const Body = z.object({ photoIds: z.array(z.string()).check(z.minLength(1)) });

describe('request validation', () => {
  it('answers a bad body with 400 naming the field and what is wrong', () => {
    expect(() => parseInput(Body, { photoIds: [] }, 'body')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: 'Invalid request body.photoIds: Too small: expected array to have >=1 items',
      }),
    );
    expect(() => parseInput(Body, {}, 'body')).toThrow(HttpProblem);
  });

  it('refuses a body with a field the contract does not name, at any depth, naming it', () => {
    expect(() => parseInput(Body, { photoIds: ['a'], extra: 1 }, 'body')).toThrow(
      'Invalid request body.extra: unknown field',
    );
    const Nested = z.object({ items: z.array(z.object({ id: z.string() })), note: z.optional(z.object({})) });
    expect(() => parseInput(Nested, { items: [{ id: 'a' }, { id: 'b', ids: ['c'] }] }, 'body')).toThrow(
      'body.items.1.ids: unknown field',
    );
    expect(parseInput(Nested, { items: [{ id: 'a' }] }, 'body')).toEqual({ items: [{ id: 'a' }] });
  });

  it('takes a query with parameters the contract does not name, as a cache or tracker adds them', () => {
    expect(parseInput(Body, { photoIds: ['a'], utm_source: 'mail' }, 'query')).toEqual({ photoIds: ['a'] });
  });

  it('refuses to send an answer that breaks the contract', () => {
    expect(() => checkOutput(Body, { photoIds: 'a' })).toThrow('Answer breaks the contract');
  });
});

describe('error answers over HTTP', () => {
  let test: TestDatabase;
  let baseUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    const app = await buildApp({ database: test.database, publicUrl: 'http://127.0.0.1' });
    app.post('/echo', async (request) => parseInput(Body, request.body, 'body'));
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  });
  afterAll(async () => {
    await close();
    await test.dispose();
  });

  it('answers an unknown route with 404 and a JSON message', async () => {
    const response = await fetch(`${baseUrl}/nope?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /nope' });
  });

  it('answers invalid input with 400 and the specific message', async () => {
    const response = await fetch(`${baseUrl}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photoIds: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Invalid request body\.photoIds: /,
    );
  });

  it('hides the detail of an unexpected failure behind a 500', async () => {
    const response = await fetch(`${baseUrl}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
  });
});
