import type { EvmApprovals } from './approvals.js'
import type { EvmWalletState } from './wallet-state.js'

/** What the method groups of the EVM dev provider share. */
export type EvmProviderContext = {
  readonly origin: string
  readonly state: EvmWalletState
  readonly approvals: EvmApprovals
}
