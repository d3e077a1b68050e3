import type { BitcoinWalletContext } from './context.js'
import { bitcoinRequestError } from './errors.js'
import type { BitcoinSignMessageInput, BitcoinSignMessageOutput } from './features.js'
import { signBip322Simple } from './bip322.js'

/**
 * bitcoin:signMessage: a BIP-322 "simple" signature by the account named (payment or ordinals), one approval per
 * input; a refusal of any fails the whole call.
 */
export function createBitcoinSignMessage(context: BitcoinWalletContext) {
  return async (...inputs: readonly BitcoinSignMessageInput[]): Promise<readonly BitcoinSignMessageOutput[]> => {
    const outputs: BitcoinSignMessageOutput[] = []
    for (const input of inputs) {
      if (!context.state.connected)
        throw bitcoinRequestError('bitcoin_signMessage', 4100, 'The Foyer Dev Wallet is not connected to this site.')
      const keys = context.state.keysOf(input?.account?.address)
      if (!keys)
        throw bitcoinRequestError(
          'bitcoin_signMessage',
          4100,
          `The account ${String(input?.account?.address)} is not one this site is connected to.`,
        )
      if (!(input.message instanceof Uint8Array))
        throw bitcoinRequestError('bitcoin_signMessage', -32602, 'Invalid params: message must be a Uint8Array.')
      const message = Uint8Array.from(input.message)
      await context.ask({ kind: 'bitcoin_signMessage', address: keys.address, message })
      outputs.push({ signedMessage: message, signature: signBip322Simple(keys.privateKey, keys.script, message) })
    }
    return outputs
  }
}
