/**
 * [Note: oidc-provider on Node.js 20]
 * oidc-provider 9 prints 'Unsupported runtime' when it is first imported on a Node.js older than
 * 22, though everything the portal uses works on the Node.js 20 line it runs on (every identity
 * test passes there). That line would greet every start and every test run, so this module,
 * imported before oidc-provider wherever its code is imported, drops exactly that warning and
 * passes every other on.
 */
const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';
const warn = console.warn.bind(console);
console.warn = (...parts: unknown[]) => {
  if (typeof parts[0] === 'string' && parts[0].includes(UNSUPPORTED_RUNTIME)) return;
  warn(...parts);
};
