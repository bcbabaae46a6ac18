import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's private PostgreSQL cluster, or null when PostgreSQL is not installed. */
    postgresAdminUrl: string | null;
  }
}

let cluster: PostgresCluster | null = null;

export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgres();
  if (!cluster) {
    console.warn(
      '\nPostgreSQL is not installed (no initdb found): the PostgreSQL runs of the server suites are SKIPPED.\n',
    );
  }
  project.provide('postgresAdminUrl', cluster?.adminUrl ?? null);
}

export function teardown(): void {
  cluster?.stop();
}
