import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the end-to-end suites find the repository, write their results, and read the server's port. */

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const RESULTS_DIR = join(REPOSITORY_ROOT, '.test-results');
/** The server's own output of the last run. */
export const SERVER_LOG = join(RESULTS_DIR, 'e2e-server.log');
/** Set by the global setup for the test workers: the port the portal under test listens on. */
export const PORT_VARIABLE = 'PORTAL_E2E_PORT';
/** Set by the global setup for the test workers: the data folder of the portal under test. */
export const DATA_DIR_VARIABLE = 'PORTAL_E2E_DATA_DIR';
