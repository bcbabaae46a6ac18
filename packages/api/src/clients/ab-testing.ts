import { type CallOptions, isHttpStatus, requestJson, type ServiceEndpoint } from '../http.ts';
import {
  AbTestOffer,
  type AbTestVariant,
  CONTROL_VARIANT,
  type Mbox,
  resolveVariant,
} from '../schemas/ab-testing.ts';

/**
 * A/B testing service (`services.abTesting`), account-portal §7 'Config'. Path chosen here; the
 * reference server implements exactly it: GET /offers?mbox={mbox} answers `{ mbox, variant }`.
 */

/**
 * GET /offers?mbox={mbox}: the variant this visitor sees for one mbox. A variant the mbox does not
 * know shows control, and so does 404 (chosen here: the service has no running test for the mbox),
 * so a test switched off on the service falls back to the unchanged page. Other errors are re-thrown.
 */
export async function getAbTestVariant<M extends Mbox>(
  service: ServiceEndpoint,
  mbox: M,
  options: CallOptions = {},
): Promise<AbTestVariant<M>> {
  try {
    const offer = await requestJson(
      service,
      { method: 'GET', path: '/offers', query: { mbox }, signal: options.signal },
      AbTestOffer,
    );
    return resolveVariant(mbox, offer.variant);
  } catch (error) {
    if (isHttpStatus(error, 404)) return resolveVariant(mbox, CONTROL_VARIANT);
    throw error;
  }
}
