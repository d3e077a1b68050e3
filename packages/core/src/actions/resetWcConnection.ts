import { contextOf } from '../client/context.js'
import { walletConnectReset } from '../client/transitions.js'
import { initialSendState } from '../stores.js'
import { safeRemove } from '../storage.js'
import { WC_STORAGE_KEYS } from '../walletconnect/constants.js'
import type { FoyerClient } from '../types.js'

/**
 * Spec §4 "reset the WalletConnect connection": cancels a pending attempt; clears wcUri, wcPairingExpiry, wcLinking,
 * recentWallet, wcError, buffering, the send state (transactions) and the stored deep link; the connection status is
 * disconnected again. An established session is left alone (disconnect() ends it).
 */
export function resetWcConnection(client: FoyerClient): void {
  const ctx = contextOf(client)
  ctx.wc?.cancel()
  safeRemove(ctx.storage, WC_STORAGE_KEYS.deepLink)
  safeRemove(ctx.storage, WC_STORAGE_KEYS.recentWallet)
  ctx.stores.send.setState(initialSendState())
  walletConnectReset(ctx)
}
