import { type CallOptions, path, requestJson, type ServiceEndpoint } from '../http.ts';
import { CreatedTempSelection, TempSelection } from '../schemas/temp-selections.ts';

/** Temp selections service (`services.tempSelections`), photo-library §7. */

/** POST /temp-selections: stores the selected photo ids for the prints editor. */
export function createTempSelection(
  service: ServiceEndpoint,
  photoIds: readonly string[],
  options: CallOptions = {},
): Promise<CreatedTempSelection> {
  return requestJson(
    service,
    { method: 'POST', path: '/temp-selections', body: { photoIds }, signal: options.signal },
    CreatedTempSelection,
  );
}

/** GET /temp-selections/{id}. */
export function getTempSelection(
  service: ServiceEndpoint,
  tempSelectionId: string,
  options: CallOptions = {},
): Promise<TempSelection> {
  return requestJson(
    service,
    { method: 'GET', path: path`/temp-selections/${tempSelectionId}`, signal: options.signal },
    TempSelection,
  );
}
