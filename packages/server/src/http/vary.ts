import type { FastifyReply } from 'fastify';

/**
 * Adds `name` to the reply's Vary header, keeping what it already names: several parts of the
 * server each vary an answer on something (CORS on Origin, compression on Accept-Encoding, the
 * config on Host), and setting the header outright would drop what another part added.
 */
export function varyOn(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((each) => each.trim())
    .filter((each) => each !== '');
  if (!names.some((each) => each.toLowerCase() === name.toLowerCase() || each === '*')) {
    reply.header('vary', [...names, name].join(', '));
  }
}
