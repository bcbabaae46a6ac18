import { randomUUID } from 'node:crypto';
import { id } from '@portal/api/schemas/common';
import {
  CreatedTempSelection,
  CreateTempSelectionBody,
  TempSelection,
} from '@portal/api/schemas/temp-selections';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { nowIso } from '../../db/database.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { idsNotOwned, refusePhotoIds, repeatedIds } from '../downloads/own-photos.ts';

const TempSelectionParams = z.object({ tempSelectionId: id });
const StoredPhotoIds = z.array(z.string());

/**
 * The temp selections service (photo-library §7, §2.9): the photos chosen for prints, held under an
 * id the prints editor is sent to. Only the person's own photos may be named, each once (see
 * [Note: Photo ids a request may name]); a selection is read back only by its owner, without the
 * photos deleted since.
 */
export function registerTempSelectionsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  app.post('/temp-selections', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { photoIds } = parseInput(CreateTempSelectionBody, request.body, 'body');
    const repeated = repeatedIds(photoIds);
    if (repeated.length > 0) throw refusePhotoIds('photoIds', repeated, 'listed more than once');
    const notOwned = await idsNotOwned(db, user.subject, photoIds);
    if (notOwned.length > 0) throw refusePhotoIds('photoIds', notOwned, 'not photos of this library');
    const tempSelectionId = randomUUID();
    await db
      .insertInto('temp_selections')
      .values({
        id: tempSelectionId,
        owner_id: user.subject,
        photo_ids: JSON.stringify(photoIds),
        created_at: nowIso(),
      })
      .execute();
    return reply.status(201).send(checkOutput(CreatedTempSelection, { tempSelectionId }));
  });

  app.get('/temp-selections/:tempSelectionId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { tempSelectionId } = parseInput(TempSelectionParams, request.params, 'params');
    const row = await db
      .selectFrom('temp_selections')
      .select('photo_ids')
      .where('id', '=', tempSelectionId)
      .where('owner_id', '=', user.subject)
      .executeTakeFirst();
    if (!row) throw notFound('Temp selection');
    const selected = StoredPhotoIds.parse(JSON.parse(row.photo_ids));
    // A photo deleted since it was selected is left out: the editor could not show it.
    const gone = new Set(await idsNotOwned(db, user.subject, selected));
    return checkOutput(TempSelection, { photoIds: selected.filter((photoId) => !gone.has(photoId)) });
  });
}
