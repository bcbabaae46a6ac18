#!/usr/bin/env node
// `npm start`: builds what the portal needs and starts it on the embedded defaults.
// The reference server is the process that serves everything; until it is in the workspace
// there is nothing to start, and this says so rather than pretending.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('packages/server/package.json')) {
  console.error(
    [
      'The portal cannot start yet: the reference server (packages/server) is not in this workspace.',
      'What exists today is the contract package (packages/api); `npm test` checks it.',
    ].join('\n'),
  );
  process.exit(1);
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawnSync('npm', ['start', '--workspace', '@portal/server'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
