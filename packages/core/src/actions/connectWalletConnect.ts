import { contextOf } from '../client/context.js'
import { connectionFailed } from '../client/transitions.js'
import { FoyerError, isUserRejection, type UserRejectedError } from '../errors.js'
import { WC_CONNECTOR_ID } from '../walletconnect/namespaces.js'
import { setPickedWallet } from '../walletconnect/picked-wallet.js'
import type { FoyerClient, RecentWallet } from '../types.js'

export interface ConnectWalletConnectParameters {
  /** CONNECT_SUCCESS's method: 'qrcode' by default, 'mobile' when the person followed a link. */
  method?: 'qrcode' | 'mobile'
  /**
   * The wallet the person picked (a directory wallet: its directory id, name and icon). Once the session is approved
   * it becomes the newest recent wallet (spec §5: at most 2, no duplicates by id), so the Connect view offers it
   * again after a reload. Without it (the plain QR code) the recent wallets are left as they are.
   */
  wallet?: RecentWallet
}
export type ConnectWalletConnectReturnType = void
/**
 * FoyerError CONNECT_FAILED ('Failed to connect to the wallet'; its cause is a WalletConnectCancelledError when a
 * newer attempt or resetWcConnection cancelled it), UserRejectedError when the wallet declined, CONNECTOR_NOT_FOUND
 * when WalletConnect is not configured.
 */
export type ConnectWalletConnectErrorType = FoyerError | UserRejectedError

/**
 * Loads the SDK (first time only), makes a pairing URI (connection store: wcUri, wcPairingExpiry), replaces it when it
 * expires, and resolves once a wallet approved the session; every namespace it approved is then connected.
 */
export async function connectWalletConnect(
  client: FoyerClient,
  parameters: ConnectWalletConnectParameters = {},
): Promise<ConnectWalletConnectReturnType> {
  const ctx = contextOf(client)
  if (!ctx.wc) throw new FoyerError('CONNECTOR_NOT_FOUND')
  // Only a sign-in made by this attempt counts (one whose session then failed to apply must not).
  ctx.wcSignedIn = false
  setPickedWallet(ctx, parameters.wallet)
  try {
    await ctx.wc.connect(parameters.method ? { method: parameters.method } : {})
  } catch (error) {
    setPickedWallet(ctx, undefined)
    const rejected = isUserRejection(error)
    const current = ctx.stores.connection.getState()
    // A cancelled attempt (reset, or a newer attempt) leaves the state to whoever cancelled it.
    if (current.status === 'connecting' && current.connectorId === WC_CONNECTOR_ID) {
      connectionFailed(ctx, { rejected, buffering: false })
      ctx.events.emit(rejected ? 'USER_REJECTED' : 'CONNECT_ERROR', {
        name: 'WalletConnect',
        message: error instanceof Error ? error.message : String(error),
      })
    }
    throw error
  }
}
