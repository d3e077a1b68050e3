// What every browser test uses: Debian's Chromium, pages whose requests may only reach loopback, and their errors.
// The implementation is shared with the benchmarks in scripts/lib/browser.mjs.
export {
  CHROMIUM_ARGS,
  assertOnlyLoopback,
  isLoopbackUrl,
  launchBrowser,
  offLoopbackRequests,
  takeOffLoopbackRequests,
  openPage,
  pageErrors,
} from '../scripts/lib/browser.mjs'
export { DEMO_URL } from '../scripts/lib/paths.mjs'
