import type { EmitKitEvent } from './kit-events.js'
import type { SessionSignerRegistry } from './session-signers.js'
import type { CreateDevWalletKitOptions, WalletKitInstance } from './types.js'

/** What the parts of the WalletKit wallet share: the SDK, the options, the signers and the page's events. */
export type DevWalletKitContext = {
  readonly walletKit: WalletKitInstance
  readonly options: CreateDevWalletKitOptions
  /** The selected dev account (account switching moves it). */
  accountIndex: number
  readonly signers: SessionSignerRegistry
  readonly emit: EmitKitEvent
  /** Tells the page about a failure outside any request. */
  reportError(error: unknown): void
  /** Tells the page the list of sessions changed. */
  sessionsChanged(): void
}
