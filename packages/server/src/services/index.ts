import type { FastifyInstance } from 'fastify';
import { servicePrefix } from '../config/portal-config.ts';
import { registerAbTestingService } from './ab-testing/index.ts';
import { registerActivationService } from './activation/index.ts';
import { registerAuthApiService } from './auth-api/index.ts';
import type { ServiceContext } from './context.ts';
import { registerCustomerService } from './customer/index.ts';
import { registerCutoffService } from './cutoff/index.ts';
import { registerDeletionService } from './deletion/index.ts';
import { registerDownloadsService } from './downloads/index.ts';
import { registerExportsService } from './exports/index.ts';
import { registerInvoicesService } from './invoices/index.ts';
import { registerMerchandiseService } from './merchandise/index.ts';
import { registerNewsletterService } from './newsletter/index.ts';
import { registerOrdersService } from './orders/index.ts';
import { registerPhotoService } from './photo/index.ts';
import { registerProductsService } from './products/index.ts';
import { registerProjectsService } from './projects/index.ts';
import { registerSharedAlbumsService } from './shared-albums/index.ts';
import { registerStorageService } from './storage/index.ts';
import { registerTempSelectionsService } from './temp-selections/index.ts';
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
  { name: 'downloads', register: registerDownloadsService },
  { name: 'exports', register: registerExportsService },
  { name: 'tempSelections', register: registerTempSelectionsService },
  { name: 'deletion', register: registerDeletionService },
  { name: 'photo', register: registerActivationService },
  { name: 'photo', register: registerPhotoService },
  { name: 'sharedAlbums', register: registerSharedAlbumsService },
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
  { name: 'storage', register: registerStorageService },
];

export async function registerServices(app: FastifyInstance, context: ServiceContext): Promise<void> {
  for (const service of SERVICES) {
    await app.register(async (scope) => service.register(scope, context), {
      prefix: servicePrefix(service.name),
    });
  }
}
