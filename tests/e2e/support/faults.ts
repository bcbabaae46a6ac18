import { publicUrl } from './urls.ts';

/** One fault the server injects ([Note: Injected faults] in packages/server/src/http/fault-injection.ts). */
export interface FaultRule {
  /** The account whose calls fail: a journey fails only its own customer's. */
  readonly account: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path prefix below /services/. */
  readonly path: string;
  readonly fail?: number;
  readonly hang?: number;
}

/** Replaces the faults the server under test injects; `[]` lifts them all. */
export async function injectFaults(rules: readonly FaultRule[]): Promise<void> {
  const response = await fetch(publicUrl('/__faults'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  if (!response.ok) throw new Error(`PUT /__faults answered ${response.status}: ${await response.text()}`);
}
