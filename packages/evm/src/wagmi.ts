// @foyer/evm/wagmi: helpers that load wagmi as soon as they are imported, for hosts that build their own wagmi config.
// They are kept out of the package entry, which loads wagmi only when the adapter starts.
export { createWagmiStorage, WAGMI_STORAGE_KEY } from './storage.js'
