export { offsiteCheckOptions, offsiteFailureMessage, offsiteRedirectMachine } from './offsite-redirect.machine.js';
export { selectOffsiteRedirect } from './offsite-redirect.selectors.js';
export type { OffsiteRedirectView } from './offsite-redirect.selectors.js';
export * from './offsite-redirect.types.js';
