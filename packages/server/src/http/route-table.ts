import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route as the server registered it: a method and its path pattern ('/services/photo/albums/:albumId'). */
export interface RegisteredRoute {
  readonly method: HTTPMethods;
  readonly url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route the app and its plugins register from now on, so the server's own route
 * table can be read back (`routesOf`): the authorization matrix and the bad-input catalogue test
 * every route of it, and a route added later cannot be left out of them. Call it before any route.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

/** Every route recorded for `app`, in the order they were registered. */
export function routesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
