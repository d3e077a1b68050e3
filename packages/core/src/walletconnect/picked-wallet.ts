// The wallet the person picked for a WalletConnect connection (a directory wallet, by its directory id), kept per
// client until the session is approved: spec §4 stores the recent wallet on a successful wallet-connect connection,
// and the Connect view can only show a recent wallet it can find again by id — the peer's own metadata (its name and
// URL) names no wallet of the directory.
import type { ClientContext } from '../client/context.js'
import type { RecentWallet } from '../types.js'

const picked = new WeakMap<ClientContext, RecentWallet>()

/** Set by each connection attempt: a newer attempt without a wallet (the plain QR code) clears it. */
export function setPickedWallet(ctx: ClientContext, wallet: RecentWallet | undefined): void {
  if (wallet) picked.set(ctx, { ...wallet })
  else picked.delete(ctx)
}

/** The picked wallet, once: the approved session takes it. */
export function takePickedWallet(ctx: ClientContext): RecentWallet | undefined {
  const wallet = picked.get(ctx)
  picked.delete(ctx)
  return wallet
}
