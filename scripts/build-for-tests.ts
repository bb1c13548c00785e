/**
 * The production builds the browser tests run against (the e2e project's global setup), made on their own:
 * `npm test` starts this beside the lint stage, which leaves a core idle, and the e2e stage reuses them.
 */
import buildForBrowserTests from '../tests/e2e/harness/global-setup';

process.env.E2E_REUSE_BUILD = '0';
await buildForBrowserTests();
