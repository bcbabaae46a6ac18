#!/usr/bin/env node
// `npm start`: builds what the portal needs and starts it on the embedded defaults: a SQLite file,
// blobs and keys under ./.data, the built-in identity provider and the demo accounts.
// PORT, DATA_DIR, DATABASE_URL and PUBLIC_URL change them (see README).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawnSync('npx', ['--no-install', 'tsx', 'packages/server/src/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
