import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A brand's CMS for the journeys that embed elements on a page of another origin than the portal's:
 * a plain HTTP server on 127.0.0.1 and a port of its own, answering every host name with the page
 * registered for the path. The pages are set per test; unknown paths answer 404.
 */
export interface CmsServer {
  readonly port: number;
  /** `http://<host>.localhost:<port><path>`. */
  url(host: string, path: string): string;
  /** What the server answers for `path` from now on. */
  setPage(path: string, html: string): void;
  close(): Promise<void>;
}

export async function startCmsServer(): Promise<CmsServer> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://cms').pathname;
    const html = pages.get(path);
    if (html === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (host, path) => `http://${host}.localhost:${port}${path}`,
    setPage: (path, html) => pages.set(path, html),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
