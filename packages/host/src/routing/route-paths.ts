import { DEFAULT_ROUTES, type RouteEntry } from '@portal/api/schemas/config';

/**
 * The path of a named route in the configured table, so a page that sends the customer on (a result
 * page, Try again) follows the configuration; the spec's own path when the table lacks the name.
 */
export function pathOfRoute(routes: readonly RouteEntry[], name: string): string {
  const entry =
    routes.find((route) => route.name === name) ?? DEFAULT_ROUTES.find((route) => route.name === name);
  return entry?.path ?? '/';
}

/** The route names the host's own pages and links refer to. */
export const ROUTE = {
  home: 'home',
  logout: 'logout',
  settings: 'settings',
  b2bSettings: 'b2bSettings',
  changeEmail: 'changeEmail',
  b2bChangeEmail: 'b2bChangeEmail',
  changeEmailConfirmation: 'changeEmailConfirmation',
  changeEmailSuccess: 'changeEmailSuccess',
  changeEmailError: 'changeEmailError',
  deleteAccountConfirmation: 'deleteAccountConfirmation',
  deleteAccountError: 'deleteAccountError',
  accountDeleted: 'accountDeleted',
  subscriptionConfirmation: 'subscriptionConfirmation',
  subscriptionConfirmationSuccess: 'subscriptionConfirmationSuccess',
  subscriptionConfirmationError: 'subscriptionConfirmationError',
} as const;
