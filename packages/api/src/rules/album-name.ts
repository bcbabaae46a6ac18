import { UserMessage } from '../errors.ts';

/**
 * Album name validation (photo-library §5): required, not blank-only, and free of <, > and ; anywhere,
 * which also covers 'must not start with'. Validated on submit only; the caller decides when.
 */

export const ALBUM_NAME_FORBIDDEN_CHARACTERS = ['<', '>', ';'] as const;

/**
 * The spec gives no upper bound; one is needed so a name cannot grow without limit. Counted in UTF-16
 * code units like the input's `maxlength` attribute, which should carry the same number so a person
 * never meets the error.
 */
export const ALBUM_NAME_MAX_LENGTH = 100;

export type AlbumNameError = 'required' | 'invalid';

export type AlbumNameResult =
  | { ok: true; name: string }
  | { ok: false; error: 'required'; message: typeof UserMessage.albumNameRequired }
  | { ok: false; error: 'invalid'; message: typeof UserMessage.albumNameInvalid };

const FORBIDDEN = new RegExp(`[${ALBUM_NAME_FORBIDDEN_CHARACTERS.join('')}]`);

/**
 * The trimmed name, or why it is refused. [Note: Blank album names] A blank-only name is treated as no
 * name at all: 'Please give your album a name' tells the person what to do, 'Name not valid' would not.
 */
export function validateAlbumName(value: string): AlbumNameResult {
  const name = value.trim();
  if (name === '') return { ok: false, error: 'required', message: UserMessage.albumNameRequired };
  if (FORBIDDEN.test(name) || name.length > ALBUM_NAME_MAX_LENGTH) {
    return { ok: false, error: 'invalid', message: UserMessage.albumNameInvalid };
  }
  return { ok: true, name };
}
