import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser loads; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * [Note: Compressed once, at build time]
 * Every text file a build writes gets a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside
 * it when that is smaller, so the server sends the encoding the browser asks for without compressing
 * anything per request (@fastify/static's `preCompressed`). Brotli at quality 11 takes a second
 * for the runtime chunk: a build can afford it, a request could not.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressFile(join(outDir, file))));
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}
