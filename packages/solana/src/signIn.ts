// One-step sign-in (solana:signIn): the wallet writes and signs the Sign In With Solana text itself.
import type { SIWXMessageData } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { requireConnection, type AdapterState } from './adapterState.js'
import { signInFeature } from './wallets.js'

export function createSignInMethods(state: AdapterState) {
  return {
    canSignIn(): boolean {
      // Only this adapter's own Wallet Standard connection: a WalletConnect session lives in core and signs messages.
      return state.connection !== undefined && signInFeature(state.connection.wallet) !== undefined
    },

    async signIn(data: SIWXMessageData): Promise<{ message: string; signature: string; data: SIWXMessageData }> {
      const conn = requireConnection(state, data.accountAddress)
      const feature = signInFeature(conn.wallet)
      if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
      // Loaded on use: checking the wallet's answer brings the ed25519 code.
      const { signInWithWallet } = await import('./siws/signInWithWallet.js')
      return signInWithWallet({ signIn: feature.signIn, data })
    },
  }
}
