import type { FastifyInstance } from 'fastify';
import { servicePrefix } from '../config/portal-config.ts';
import type { ServiceContext } from './context.ts';

/**
 * Every reference service, each mounted under its prefix (see [Note: Service prefixes]). A service
 * is a Fastify plugin `(app, context) => void` whose routes use the contract's paths as they are.
 */
const SERVICES: readonly {
  readonly name: Parameters<typeof servicePrefix>[0];
  readonly register: (app: FastifyInstance, context: ServiceContext) => void | Promise<void>;
}[] = [];

export async function registerServices(app: FastifyInstance, context: ServiceContext): Promise<void> {
  for (const service of SERVICES) {
    await app.register(async (scope) => service.register(scope, context), {
      prefix: servicePrefix(service.name),
    });
  }
}
