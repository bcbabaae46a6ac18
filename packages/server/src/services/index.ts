import type { FastifyInstance } from 'fastify';
import { servicePrefix } from '../config/portal-config.ts';
import { registerAbTestingService } from './ab-testing/index.ts';
import { registerAuthApiService } from './auth-api/index.ts';
import type { ServiceContext } from './context.ts';
import { registerCustomerService } from './customer/index.ts';
import { registerCutoffService } from './cutoff/index.ts';
import { registerInvoicesService } from './invoices/index.ts';
import { registerMerchandiseService } from './merchandise/index.ts';
import { registerNewsletterService } from './newsletter/index.ts';
import { registerOrdersService } from './orders/index.ts';
import { registerProductsService } from './products/index.ts';
import { registerProjectsService } from './projects/index.ts';
import { registerVouchersService } from './vouchers/index.ts';
import { registerWidgetGalleryService } from './widget-gallery/index.ts';
import { registerWidgetsService } from './widgets/index.ts';

/**
 * Every reference service, each mounted under its prefix (see [Note: Service prefixes]). A service
 * is a Fastify plugin `(app, context) => void` whose routes use the contract's paths as they are.
 */
const SERVICES: readonly {
  readonly name: Parameters<typeof servicePrefix>[0];
  readonly register: (app: FastifyInstance, context: ServiceContext) => void | Promise<void>;
}[] = [
  { name: 'customer', register: registerCustomerService },
  { name: 'orders', register: registerOrdersService },
  { name: 'vouchers', register: registerVouchersService },
  { name: 'cutoff', register: registerCutoffService },
  { name: 'authApi', register: registerAuthApiService },
  { name: 'newsletter', register: registerNewsletterService },
  { name: 'invoices', register: registerInvoicesService },
  { name: 'products', register: registerProductsService },
  { name: 'projects', register: registerProjectsService },
  { name: 'widgetGallery', register: registerWidgetGalleryService },
  { name: 'widgets', register: registerWidgetsService },
  { name: 'merchandise', register: registerMerchandiseService },
  { name: 'abTesting', register: registerAbTestingService },
];

export async function registerServices(app: FastifyInstance, context: ServiceContext): Promise<void> {
  for (const service of SERVICES) {
    await app.register(async (scope) => service.register(scope, context), {
      prefix: servicePrefix(service.name),
    });
  }
}
