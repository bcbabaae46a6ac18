/**
 * `npm run token -- <email> <password>`: signs in to a running portal through the real
 * authorization code flow and prints the access token as the last line of its output, for
 * scripts and benchmarks (`TOKEN=$(npm run --silent token -- demo@example.com demo)`).
 *
 * The portal is PORTAL_URL, else the address `npm start` listens at (PORT, default 8080).
 */
import { runAuthorizationCodeFlow, SignInError } from '../identity/authorization-code-flow.ts';
import { readSettings } from '../settings.ts';

const USAGE = 'Usage: npm run token -- <email> <password>';

const [email, password, ...extra] = process.argv.slice(2);
if (!email || !password || extra.length > 0) {
  console.error(USAGE);
  process.exit(1);
}

// Only PORT matters here; the server's other settings (database, data folder) are not read.
const baseUrl = (
  process.env.PORTAL_URL || `http://localhost:${readSettings({ PORT: process.env.PORT }).port}`
).replace(/\/$/, '');

try {
  const tokens = await runAuthorizationCodeFlow({ baseUrl, credentials: { email, password } });
  process.stdout.write(`${tokens.accessToken}\n`);
} catch (error) {
  if (!(error instanceof SignInError)) throw error;
  const hint =
    error.problem === 'unreachable'
      ? `\nIs the portal running? Start it with \`npm start\`, or set PORTAL_URL to its address.`
      : '';
  console.error(`Cannot get a token from ${baseUrl}: ${error.message}${hint}`);
  process.exit(1);
}
