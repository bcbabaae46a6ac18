import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * [Note: Forwarding headers from configured proxies only]
 * `X-Forwarded-For`, `-Host` and `-Proto` say who the client is and which address it asked for, but
 * any client can send them. Believed from anyone, they let a client pick its own address (and so
 * dodge the sign-in limits) and rewrite the URLs the identity provider builds from the host (its
 * discovery document's endpoints). So they count only on connections from the proxies TRUST_PROXY
 * names (addresses or CIDR ranges); by default none, and this process answers as what it is.
 */
export interface TrustedProxies {
  /** Whether a connection from `address` may tell the client's address, host and scheme. */
  trusts(address: string | undefined): boolean;
  readonly any: boolean;
}

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (
      type === null ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (type === 'ipv4' ? 32 : 128)))
    ) {
      throw new Error(`TRUST_PROXY: '${entry}' is not an IP address or CIDR range`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    any: entries.length > 0,
    trusts(address) {
      if (address === undefined || entries.length === 0) return false;
      const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
      return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
    },
  };
}

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
];

/** Removes the forwarding headers of a request that did not come through a trusted proxy. */
export function withoutUntrustedForwarding<
  Request extends { headers: Record<string, unknown>; socket: { remoteAddress?: string | undefined } },
>(request: Request, proxies: TrustedProxies): Request {
  if (!proxies.trusts(request.socket.remoteAddress)) {
    for (const header of FORWARDING_HEADERS) delete request.headers[header];
  }
  return request;
}
