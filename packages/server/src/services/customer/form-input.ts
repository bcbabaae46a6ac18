import type * as z from 'zod/mini';
import { unknownFields, unknownFieldsMessage } from '../../http/validation.ts';

/*
 * [Note: A refused address names its fields]
 * An address the contract's address rule refuses answers 400 with
 * `{ message, errors: { <field>: <message> } }`: `message` reads like every other 400 of the server
 * ('Invalid request body.postalCode: Postal Code must be valid'), and `errors` maps each invalid
 * field (its path in the body, dotted) to its first message, so a form can put the spec's message
 * ('Postal Code must be valid') next to the field it belongs to. The contract's refine reports the
 * rule's messages at the field's own path, so these are the spec's exact strings.
 */

/** The body of a 400 for form input; see [Note: A refused address names its fields]. */
export interface FieldErrorsBody {
  readonly message: string;
  readonly errors: Readonly<Record<string, string>>;
}

export type FormInput<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly problem: FieldErrorsBody };

/** Parses a request body a form sent; a mismatch gives the 400 body for the caller to send. */
export function parseFormInput<T>(schema: z.ZodMiniType<T>, body: unknown): FormInput<T> {
  // See [Note: A body names only the contract's fields].
  const unknown = unknownFields(schema, body, ['body']);
  if (unknown.length > 0) {
    const fields = unknown.map((path) => path.replace(/^body\./, ''));
    return {
      ok: false,
      problem: {
        message: unknownFieldsMessage(unknown),
        errors: Object.fromEntries(fields.map((field) => [field, 'Unknown field'])),
      },
    };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !errors.has(field)) errors.set(field, issue.message);
  }
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${['body', ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  return {
    ok: false,
    problem: { message: `Invalid request ${details}`, errors: Object.fromEntries(errors) },
  };
}
