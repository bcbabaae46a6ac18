import { loadPublicConfig } from '@portal/api/clients/config';
import { ThrownMessage } from '@portal/api/errors';
import type { ResolvedSite } from '@portal/api/rules/brand';
import type { Menus, RouteEntry } from '@portal/api/schemas/config';
import { loadPlatform, type Platform } from '@portal/elements/runtime';

/** Everything the shell waits for before it renders (account-portal §2 'App shell'). */
export interface Portal {
  readonly platform: Platform;
  /** The site (brand, locales, channel) the host name resolves to. */
  readonly site: ResolvedSite;
  readonly routes: readonly RouteEntry[];
  readonly menus: Menus;
}

/**
 * Loads the page's platform (config, the locale's catalogue, the session) and the public config of
 * this host (routes and menus) side by side: both are read from the site origin and neither needs the
 * other. A public config that fails falls back to the spec's table and is reported. A config that
 * fails, or a host that is no site's (no channel), is reported and never resolves into a shell: the
 * loader stays (account-portal §8).
 */
export async function loadPortal(origin: string, hostname: string): Promise<Portal> {
  const platformLoad = loadPlatform(origin);
  const publicConfigLoad = loadPublicConfig({ baseUrl: origin }, hostname, {
    onFallback: (error) => {
      platformLoad.then(
        (platform) => platform.report('LOAD_PUBLIC_CONFIG_FAILED', error),
        () => undefined,
      );
    },
  });
  const [platform, publicConfig] = await Promise.all([platformLoad, publicConfigLoad]);
  if (platform.site === null) {
    const error = new Error(`${ThrownMessage.channelNotFound}: ${hostname}`);
    platform.report('LOAD_CHANNEL_FAILED', error);
    throw error;
  }
  return { platform, site: platform.site, routes: publicConfig.routes, menus: publicConfig.menus };
}
