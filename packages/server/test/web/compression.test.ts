import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/app.ts';
import { startWebServer, type TempFolder, tempFolder, type WebServer } from './web-server.ts';

/** A JavaScript file big enough to be worth compressing, as a build writes it with its copies. */
const CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};\n`;
const CATALOGUE = {
  overview: Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`key${index}`, `Text ${index}`])),
};

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET that shows the bytes as sent: fetch would decode them. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers', () => {
  let site: TempFolder;
  let server: WebServer;
  let port: number;
  beforeAll(async () => {
    site = tempFolder({
      'elements/loader.js': CHUNK,
      'elements/chunks/runtime-Ab12Cd34.js': CHUNK,
      'host/index.html': '<!doctype html><title>Portal</title>',
      'demo/index.html': '<!doctype html><title>Demo</title>',
      'locales/en-GB.json': JSON.stringify(CATALOGUE),
    });
    // The copies a build writes beside each file (packages/elements/scripts/precompress.ts).
    const { writeFileSync } = await import('node:fs');
    for (const file of ['elements/loader.js', 'elements/chunks/runtime-Ab12Cd34.js']) {
      writeFileSync(site.path(`${file}.br`), brotliCompressSync(CHUNK));
      writeFileSync(site.path(`${file}.gz`), gzipSync(CHUNK));
    }
    server = await startWebServer({
      elements: site.path('elements'),
      host: site.path('host'),
      demo: site.path('demo'),
      locales: site.path('locales'),
    });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(async () => {
    await server?.close();
    site?.remove();
  });

  it('sends a built script as its brotli copy, else its gzip copy, else as it is, always saying it varies', async () => {
    const path = '/elements/chunks/runtime-Ab12Cd34.js';
    const br = await get(port, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
    const gz = await get(port, path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK);
    const plain = await get(port, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    for (const response of [br, gz, plain]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives each encoding its own ETag and answers a revalidation of the loader with 304', async () => {
    const br = await get(port, '/elements/loader.js', { 'accept-encoding': 'br' });
    const plain = await get(port, '/elements/loader.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.headers['cache-control']).toBe('no-cache');
    const again = await get(port, '/elements/loader.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('never serves a compressed copy by its own name', async () => {
    expect((await get(port, '/elements/loader.js.br')).status).toBe(404);
  });

  it('compresses a locale catalogue once and sends it in the encoding asked for, with 304 on revalidation', async () => {
    const br = await get(port, '/locales/en-GB.json', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(CATALOGUE);
    const plain = await get(port, '/locales/en-GB.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(CATALOGUE);
    const again = await get(port, '/locales/en-GB.json', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('compresses the services’ JSON above the threshold and leaves small answers as they are', async () => {
    const config = await get(port, '/config.json', { 'accept-encoding': 'br' });
    expect(config.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(config.body).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const health = await get(port, '/health', { 'accept-encoding': 'br' });
    expect(health.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
