// The public contract of @foyer/core, one file per concern under types/. Adapters (packages/evm, …) implement
// `ChainAdapter`; the React package reads the stores named in `FoyerStores` and calls the actions on `FoyerClient`.
export type * from './types/chain.js'
export type * from './types/wallet.js'
export type * from './types/options.js'
export type * from './types/adapter.js'
export type * from './types/state.js'
export type * from './types/client.js'
