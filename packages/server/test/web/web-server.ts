import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { WebRoots } from '../../src/web/index.ts';
import { type PortalServer, startPortalServer } from '../support/portal-server.ts';

/** The composed portal on SQLite with its web files taken from the given folders. */
export type WebServer = PortalServer;

export function startWebServer(webRoots: WebRoots): Promise<WebServer> {
  return startPortalServer('sqlite', { webRoots });
}

/** A temp folder holding `files` (path -> content); `path` finds a file in it, `remove` deletes it. */
export interface TempFolder {
  readonly root: string;
  path(...segments: string[]): string;
  remove(): void;
}

export function tempFolder(files: Readonly<Record<string, string>>): TempFolder {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return {
    root,
    path: (...segments) => join(root, ...segments),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * A GET with the path sent exactly as written. `fetch` resolves `..` and `%2e%2e` before sending,
 * so traversal attempts can only be made this way.
 */
export function getRawPath(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}
