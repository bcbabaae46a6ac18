/**
 * What a credential looks like where it must never be (an address, a log line): a JWT (access and
 * ID tokens), a bearer header, a phone's upload credential, or a token named in a query.
 */
const CREDENTIALS: readonly RegExp[] = [
  /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/,
  /Bearer\s+[A-Za-z0-9._~+/-]{16,}/i,
  /upt_[A-Za-z0-9_-]{20,}/,
  /[?&](access_token|refresh_token|id_token|id_token_hint)=/,
];

/** The credentials `text` shows, shortened so a report does not repeat them whole. */
export function credentialsIn(text: string): string[] {
  return CREDENTIALS.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match === null ? [] : [`${match[0].slice(0, 16)}…`];
  });
}
