import { isIPv4 } from 'node:net';

/**
 * [Note: An order-status callback goes to the internet]
 * The FTP integration's callback URL is where the order service posts a business customer's order
 * statuses, from inside the retailer's network. A URL naming that network instead would turn the
 * service into the customer's way in (server-side request forgery): the cloud's metadata address
 * (`169.254.169.254`, `metadata.google.internal`), this machine (`127.0.0.1:22`, `[::1]`,
 * `localhost`), the private ranges behind the firewall (`10.0.0.1`). So a callback must name its
 * server by a public host name:
 * - no IP address at all, in any form: the URL parser turns `2130706433`, `0x7f.1` and `0177.0.0.1`
 *   into `127.0.0.1` and IPv6 into `[...]`, so a literal is told apart whatever way it was written,
 *   and no list of ranges (IPv4-mapped, NAT64, 6to4, carrier-grade NAT, ...) can be left incomplete.
 *   A business's endpoint has a name, as its TLS certificate does;
 * - no name that resolves on the local network only: a single label (`intranet`, found through the
 *   network's search domains), `localhost` and names under it, and the special-use domains `local`
 *   (mDNS), `internal`, `home.arpa` and `localdomain`.
 * A public name can still be pointed at a private address in DNS; that is checked where the
 * address is resolved, by whatever calls the URL. This reference server stores the URL and never
 * calls it, so it has nothing to resolve.
 */
const LOCAL_DOMAINS = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'] as const;

export const CALLBACK_NOT_AN_IP_ADDRESS =
  'Invalid request body.callbackUrl: name the server by its host name, not an IP address';
export const CALLBACK_NOT_A_LOCAL_NAME =
  'Invalid request body.callbackUrl: the server must be reachable on the internet, not a local network name';

/** Why the order service may not call `callbackUrl` (see the note above), or undefined when it may. */
export function callbackAddressProblem(callbackUrl: string): string | undefined {
  const url = URL.parse(callbackUrl);
  if (!url) return CALLBACK_NOT_A_LOCAL_NAME;
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  if (hostname.startsWith('[') || isIPv4(hostname)) return CALLBACK_NOT_AN_IP_ADDRESS;
  const local =
    !hostname.includes('.') ||
    LOCAL_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
  return local ? CALLBACK_NOT_A_LOCAL_NAME : undefined;
}
