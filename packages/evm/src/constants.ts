// The EVM adapter's own defaults. The connect bound is core's DEFAULT_CONNECT_TIMEOUT_MS, shared with every adapter.

/** How long restoring a connection after reload may take before it counts as not restored. */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 10_000
/** How long `reconnect` waits for an EIP-6963 wallet that announces itself a moment after page load. */
export const DEFAULT_ANNOUNCE_WAIT_MS = 1_500

/** Id of the connector for the pre-EIP-6963 `window.ethereum`. */
export const LEGACY_INJECTED_ID = 'injected'
