import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A private PostgreSQL cluster for the test run: its own folder in /tmp, a free port on 127.0.0.1,
 * trust authentication, stopped and deleted at the end. Returns null (and says why) where no
 * PostgreSQL server binaries are installed, so the suites that need it are skipped, not failed.
 */
export interface PostgresCluster {
  /** A connection URL to the cluster's `postgres` database; `createDatabase` makes fresh ones. */
  readonly adminUrl: string;
  stop(): void;
}

export const POSTGRES_USER = 'portal';

export function findPostgresBin(): string | null {
  const candidates = ['/usr/local/bin', '/usr/bin'];
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export async function startPostgres(): Promise<PostgresCluster | null> {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const dataDir = join(dir, 'data');
  // PostgreSQL refuses to run as root; as root, run it as the system's postgres user.
  const asRoot = process.getuid?.() === 0;
  const runAs = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  runAs(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', POSTGRES_USER, '-E', 'UTF8', '--no-sync']);
  runAs(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    adminUrl: `postgres://${POSTGRES_USER}@127.0.0.1:${port}/postgres`,
    stop() {
      const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...stopArgs]);
      else spawnSync(join(bin, 'pg_ctl'), stopArgs);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
