import { HttpError } from '@portal/api/http';

/**
 * The field messages of a refused form (400 `{ errors: { postalCode: '...' } }`, as the services
 * answer a body that breaks the contract's rules), or null when the answer names no field.
 */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> | null {
  const body = error instanceof HttpError ? error.body : null;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return null;
  const fields = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return fields.length === 0 ? null : Object.fromEntries(fields);
}
