// Test switches ride on the options object under a registered symbol, set only through '@foyer/core/testing'. Hosts
// never see them in FoyerOptions, and a symbol survives the `{ ...options }` copies hosts and presets make.
import type { WcKeyValueStorage } from '../walletconnect/types.js'
import type { FoyerOptions } from '../types.js'

export const TEST_SWITCHES = Symbol.for('@foyer/core/testing')

export interface FoyerTestSwitches {
  /**
   * The WalletConnect SDK's own test switch (`process.env.IS_VITEST`), set while this client's SDK loads and put back on
   * destroy(): it skips the Verify iframe and the telemetry host, which otherwise cost 5 s of waiting offline. Only for
   * tests and the demo's test pages against the dev relay.
   */
  walletConnectTestMode?: boolean
  /** A pairing URI is replaced after this long (ms) instead of at its own expiry (5 minutes). */
  wcPairingLifetimeMs?: number
  /** WalletConnect SDK storage (tests: an in-memory one; default: the SDK's own, IndexedDB in browsers). */
  wcStorage?: WcKeyValueStorage
  /**
   * Tests in plain Node: loads the SDK another way (its CJS build). The ESM build of @walletconnect/core 2.25.0
   * default-imports a CJS package and fails under Node's own ESM loader ("is not a constructor"); bundlers are fine.
   */
  wcLoadSdk?: () => Promise<unknown>
  /** How long the client waits for a wallet's answer to a connection request (ms). */
  connectTimeoutMs?: number
}

export function testSwitchesOf(options: FoyerOptions): FoyerTestSwitches {
  return (options as { [TEST_SWITCHES]?: FoyerTestSwitches })[TEST_SWITCHES] ?? {}
}
