import * as z from 'zod/mini';
import { id } from './common.ts';

/** Temp selection (photo-library §3): a server-held list of photo ids handed to the prints editor. */

export const CreateTempSelectionBody = z.object({ photoIds: z.array(id).check(z.minLength(1)) });
export type CreateTempSelectionBody = z.infer<typeof CreateTempSelectionBody>;

export const CreatedTempSelection = z.object({ tempSelectionId: id });
export type CreatedTempSelection = z.infer<typeof CreatedTempSelection>;

export const TempSelection = z.object({ photoIds: z.array(id) });
export type TempSelection = z.infer<typeof TempSelection>;
