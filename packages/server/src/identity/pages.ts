import { createHash } from 'node:crypto';

/**
 * The identity provider's own pages: sign-in, sign-out and errors. Brand-neutral, self-contained
 * (no scripts, fonts or images from anywhere) and usable with a keyboard and a screen reader.
 */

export const INCORRECT_CREDENTIALS = 'Incorrect e-mail or password';
export const MISSING_CREDENTIALS = 'Enter your e-mail address and password.';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { box-sizing: border-box; width: min(100%, 24rem); padding: 2rem 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
form { display: grid; gap: 0.5rem; }
label { font-weight: 600; margin-top: 0.5rem; }
input { font: inherit; padding: 0.625rem 0.75rem; border: 1px solid GrayText; border-radius: 0.375rem; }
button { font: inherit; font-weight: 600; margin-top: 1rem; padding: 0.75rem; border: 0; border-radius: 0.375rem;
  background: #1f4fd1; color: #fff; cursor: pointer; }
:is(input, button):focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.error { margin: 0 0 1rem; padding: 0.75rem; border-left: 4px solid #c62828; background: color-mix(in srgb, #c62828 12%, Canvas); }
`;

/**
 * The pages allow their one inline stylesheet by hash and nothing else. No `form-action`: after
 * signing in, the provider redirects to the portal on another origin, and browsers apply
 * `form-action` to those redirects too.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; frame-ancestors 'none'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

export interface LoginPage {
  /** Where the form posts to. */
  readonly action: string;
  readonly email?: string | undefined;
  readonly error?: string | undefined;
}

export function loginPage({ action, email = '', error }: LoginPage): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, extra = ''): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${extra}`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
