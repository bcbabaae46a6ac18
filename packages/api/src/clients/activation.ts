import type * as z from 'zod/mini';
import { ThrownMessage } from '../errors.ts';
import {
  type CallOptions,
  ContractError,
  type HttpRequest,
  requestJson,
  type ServiceEndpoint,
} from '../http.ts';
import { ActivationStartResponse, ActivationStatusResponse } from '../schemas/activation.ts';

/**
 * Activation on the photo service (`services.photo`), photo-library §4 and §7. An answer that breaks
 * the contract rejects with 'Failed to parse response!' (§8), the ContractError kept as its cause;
 * any HttpError passes through.
 */

async function requestActivation<T>(
  service: ServiceEndpoint,
  request: HttpRequest,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  try {
    return await requestJson(service, request, schema);
  } catch (error) {
    if (error instanceof ContractError) {
      throw new Error(ThrownMessage.failedToParseActivationResponse, { cause: error });
    }
    throw error;
  }
}

/** GET /users/activate: where the import of the customer's photos stands; polled while IMPORTING. */
export function getActivationStatus(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<ActivationStatusResponse> {
  return requestActivation(
    service,
    { method: 'GET', path: '/users/activate', signal: options.signal },
    ActivationStatusResponse,
  );
}

/**
 * POST /users/activate without a body: starts the import. Answers 200 with `started` false when the
 * library is already ACTIVE or IMPORTING, so calling it twice starts one import.
 */
export function startActivation(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<ActivationStartResponse> {
  return requestActivation(
    service,
    { method: 'POST', path: '/users/activate', signal: options.signal },
    ActivationStartResponse,
  );
}
