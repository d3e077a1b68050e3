// The EVM adapter's own defaults. The connect and reconnect bounds are core's DEFAULT_CONNECT_TIMEOUT_MS and
// DEFAULT_RECONNECT_TIMEOUT_MS, shared with every adapter.

/** How long `reconnect` waits for an EIP-6963 wallet that announces itself a moment after page load. */
export const DEFAULT_ANNOUNCE_WAIT_MS = 1_500

/** Id of the connector for the pre-EIP-6963 `window.ethereum`. */
export const LEGACY_INJECTED_ID = 'injected'
