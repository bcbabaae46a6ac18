import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { resolve } from 'node:path';

const REPOSITORY = resolve(import.meta.dirname, '../../../..');

/** The real server (`packages/server/src/main.ts`) in a process of its own. */
export interface ServerProcess {
  readonly process: ChildProcess;
  readonly baseUrl: string;
  /** Kills the process with SIGKILL, as a crash would; resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the server on 127.0.0.1 and `port` with these settings over the environment's (its output
 * appended to `logFile`), and resolves once `/health` answers; rejects when it exits first or is not
 * up within a minute.
 */
export interface ServerProcessOptions {
  readonly port: number;
  readonly logFile: string;
  readonly env: Readonly<Record<string, string>>;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { port } = options;
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: 'accounts',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started: ServerProcess = {
    process: child,
    baseUrl,
    async kill() {
      // A killed process has a signal code and no exit code.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return started;
    if (Date.now() > deadline) {
      await started.kill();
      throw new Error('The server did not start');
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Starts several servers at once, as a deploy does; when one does not start, those that did are
 * killed and its failure is thrown.
 */
export async function startServerProcesses(
  options: readonly ServerProcessOptions[],
): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(options.map((each) => startServerProcess(each)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed === undefined) return servers;
  for (const server of servers) await server.kill();
  throw failed.reason;
}
