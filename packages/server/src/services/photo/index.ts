import type { FastifyInstance } from 'fastify';
import { registerPhotoMediaRoute } from '../../media-urls/photo-media-route.ts';
import type { ServiceContext } from '../context.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerLibraryRoutes } from './library-routes.ts';

/**
 * The photo service (`services.photo`, photo-library §7): the library's counts, timeline and photo
 * list, deleting photos, albums, and the signed media links of every photo (see [Note: Photo media
 * links]). Activation (`/users/activate`) shares the prefix and is registered on its own.
 */
export function registerPhotoService(app: FastifyInstance, context: ServiceContext): void {
  registerPhotoMediaRoute(app, context);
  registerLibraryRoutes(app, context);
  registerAlbumRoutes(app, context);
}
