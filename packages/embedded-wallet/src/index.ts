// @foyer/embedded-wallet: the host side (src/host/) and the protocol it shares with the wallet frame (src/frame/).
export * from './protocol/index.js'
export * from './host/index.js'
