import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import * as z from 'zod/mini';
import { parseInput } from './validation.ts';

/*
 * [Note: Injected faults]
 * To prove the portal copes with a service that fails (a delete restored and tried again, a batch
 * that retries and then gives up, a download or an upload that fails and is tried again), the
 * server can be told to fail on purpose: a share of the services' requests answer 500 before their
 * route runs (so nothing is written), or hang past the client's timeout ([Note: A call that hangs
 * gives up]). `FAULT_INJECTION` sets it at start: `fail=0.2,hang=0.05` for every service call, or
 * JSON rules for some (`[{"method":"DELETE","path":"/services/photo/photos","fail":1}]`). With
 * `FAULT_CONTROL=on`, the rules can be changed while the server runs (`PUT /__faults` with
 * `{ "rules": [...] }`, `GET /__faults`), from this machine only, for the journeys that fail one
 * call and then let it through. Web files, sign-in and the config are never failed: only calls
 * under /services/.
 */

export const FAULTS_PATH = '/__faults';
const SERVICES_PREFIX = '/services/';

export const FaultRule = z.object({
  /** Only requests of this method; any when absent. */
  method: z.optional(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  /**
   * Only requests whose bearer token names this account (its `sub`), so journeys running side by
   * side fail only their own customer's calls. The token is read, not verified: a rule only decides
   * whether to fail, never what is allowed.
   */
  account: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  /** Only requests whose path starts so (below /services/); every service call when absent. */
  path: z.optional(z.string().check(z.startsWith(SERVICES_PREFIX), z.maxLength(200))),
  /** The share of matching requests that answer `status` before their route runs. */
  fail: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0),
  /** The share of matching requests that get no answer until the client gives up. */
  hang: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0),
  status: z._default(z.int().check(z.minimum(500), z.maximum(599)), 500),
});
export type FaultRule = z.infer<typeof FaultRule>;

export const FaultPlan = z.object({ rules: z.array(FaultRule).check(z.maxLength(50)) });
export type FaultPlan = z.infer<typeof FaultPlan>;

/** How long a hung request is held at most before it is answered 504. */
const HANG_MS = 120_000;

/**
 * `FAULT_INJECTION` read: `fail=0.2,hang=0.05` (every service call), JSON rules, or nothing.
 * Throws a message naming the setting when it is neither.
 */
export function readFaultPlan(value: string | undefined): FaultPlan {
  if (value === undefined || value.trim() === '') return { rules: [] };
  const text = value.trim();
  if (text.startsWith('[')) {
    const parsed = FaultPlan.safeParse({ rules: JSON.parse(text) as unknown });
    if (!parsed.success)
      throw new Error(`FAULT_INJECTION is not a list of fault rules: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }
  const shares: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [name = '', share = ''] = part.split('=').map((piece) => piece.trim());
    if ((name !== 'fail' && name !== 'hang') || !/^(0(\.\d+)?|1(\.0+)?)$/.test(share)) {
      throw new Error(`FAULT_INJECTION must be like 'fail=0.2,hang=0.05' or JSON rules, got '${value}'`);
    }
    shares[name] = Number(share);
  }
  return { rules: [FaultRule.parse(shares)] };
}

function matches(rule: FaultRule, request: FastifyRequest, path: string): boolean {
  return (
    (rule.method === undefined || rule.method === request.method) &&
    path.startsWith(rule.path ?? SERVICES_PREFIX) &&
    (rule.account === undefined || rule.account === subjectOf(request))
  );
}

/** The account a request's bearer token names, read without verifying it; undefined without one. */
function subjectOf(request: FastifyRequest): string | undefined {
  const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined) return undefined;
  try {
    return decodeJwt(token).sub;
  } catch {
    return undefined;
  }
}

function fromThisMachine(request: FastifyRequest): boolean {
  return ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
}

/**
 * Fails or holds the services' requests as the plan says, drawing `random` for each matching rule
 * in order. With `control`, the plan can be read and replaced at FAULTS_PATH from this machine.
 */
export function registerFaultInjection(
  app: FastifyInstance,
  options: { readonly plan: FaultPlan; readonly control: boolean; readonly random?: () => number },
): void {
  let plan = options.plan;
  const random = options.random ?? Math.random;
  if (options.control) {
    app.get(FAULTS_PATH, async (request, reply) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      return plan;
    });
    app.put(FAULTS_PATH, async (request, reply) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      plan = parseInput(FaultPlan, request.body, 'body');
      return plan;
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(SERVICES_PREFIX) || request.method === 'OPTIONS') return;
    for (const rule of plan.rules) {
      if (!matches(rule, request, path)) continue;
      const draw = random();
      if (draw < rule.fail) {
        return reply.status(rule.status).send({ message: 'Injected fault: the service failed on purpose' });
      }
      if (draw < rule.fail + rule.hang) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HANG_MS);
          request.raw.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return reply.status(504).send({ message: 'Injected fault: the service did not answer' });
      }
    }
  });
}
