import { ed25519 } from '@noble/curves/ed25519'
import type { SolanaSignMessageInput, SolanaSignMessageOutput } from '@solana/wallet-standard-features'
import type { SolanaWalletContext } from './context.js'
import { solanaDevKeys } from './keys.js'
import { oneByOne } from './one-by-one.js'
import { requireAccount } from './request-checks.js'

/** solana:signMessage: each message is shown to the person, then signed with ed25519 by the account they saw. */
export function createSignMessage(context: SolanaWalletContext) {
  return (...inputs: readonly SolanaSignMessageInput[]) =>
    oneByOne(inputs, async (input): Promise<SolanaSignMessageOutput> => {
      requireAccount(context.state, 'solana_signMessage', input.account)
      const message = Uint8Array.from(input.message)
      const request = await context.ask({ kind: 'solana_signMessage', chain: context.chains[0]!, message })
      return { signedMessage: message, signature: ed25519.sign(message, solanaDevKeys(request.accountIndex).secret) }
    })
}
