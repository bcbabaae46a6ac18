import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';
import { type IdentityApp, startIdentityApp } from './support/identity-app.ts';

const TOKEN_COMMAND = fileURLToPath(new URL('../src/cli/token.ts', import.meta.url));

interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command as `npm run token` does: a separate Node process with tsx. */
function runTokenCommand(args: readonly string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', TOKEN_COMMAND, ...args],
      { env: { ...process.env, ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

// The command speaks HTTP only, so one engine is enough.
describe('npm run token', () => {
  let test: TestDatabase;
  let server: IdentityApp;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    server = await startIdentityApp(test.database);
  });
  afterAll(async () => {
    await server?.close();
    await test?.dispose();
  });

  it('prints a verified access token as its last line', async () => {
    const result = await runTokenCommand(['demo@example.com', 'demo'], { PORTAL_URL: server.baseUrl });
    expect(result.code, result.stderr).toBe(0);
    const lastLine = result.stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(await server.identity.verifier.verify(lastLine)).toMatchObject({ email: 'demo@example.com' });
  });

  it('finds the server through PORT when PORTAL_URL is not set', async () => {
    const result = await runTokenCommand(['friend@example.com', 'demo'], {
      PORTAL_URL: '',
      PORT: String(server.port),
    });
    expect(result.code, result.stderr).toBe(0);
    const lastLine = result.stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(await server.identity.verifier.verify(lastLine)).toMatchObject({ email: 'friend@example.com' });
  });

  it('fails with exit code 1 and says why on wrong credentials', async () => {
    const result = await runTokenCommand(['demo@example.com', 'wrong'], { PORTAL_URL: server.baseUrl });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Incorrect e-mail or password');
  });

  it('fails with exit code 1 and a hint when nothing answers', async () => {
    const result = await runTokenCommand(['demo@example.com', 'demo'], { PORTAL_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Cannot reach http://127.0.0.1:9');
    expect(result.stderr).toContain('npm start');
  });

  it('shows its usage without an e-mail and password', async () => {
    const result = await runTokenCommand([], { PORTAL_URL: server.baseUrl });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run token -- <email> <password>');
  });
});
