import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { SERVER_LOG } from './support/paths.ts';
import { publicUrl } from './support/urls.ts';

/**
 * What a person reads when the portal starts (global-setup.ts starts it as `npm start` does and
 * keeps its output): one line naming the address to open, and no warnings.
 */
test('the server starts with one line naming the address to open, and no warnings', async () => {
  // The log is the server's piped output: it may reach the file a moment after the server answers.
  await expect.poll(() => readFileSync(SERVER_LOG, 'utf8')).toContain('Portal ready');
  const output = readFileSync(SERVER_LOG, 'utf8');
  const ready = output.indexOf('Portal ready');
  const startUp = output.slice(0, output.indexOf('\n', ready));
  const address = publicUrl('/').replace(/\/$/, '');
  expect(startUp.match(/Portal ready: open (\S+)/g)).toEqual([`Portal ready: open ${address}`]);
  expect(startUp).not.toMatch(/Server listening at/);
  expect(startUp).not.toMatch(/warning|deprecat/i);
});
