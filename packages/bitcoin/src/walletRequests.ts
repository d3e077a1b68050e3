// Requests to the connected wallet: signMessage (BIP-322, base64, what the sign-in verifier checks) and core's raw
// `request` for the few Bitcoin methods a host may call through the client.
import { FoyerError } from '@foyer/core'
import { requireConnection, type AdapterState } from './adapterState.js'
import { bytesToBase64 } from './bip322/base64.js'
import { toWalletError } from './errors.js'
import { signMessageFeature } from './walletFeatures.js'

export function createRequestMethods(state: AdapterState) {
  async function signMessage({ message, address }: { message: string; address: string }): Promise<string> {
    const conn = requireConnection(state)
    const account = [conn.account, conn.ordinals].find((a) => a?.address === address)
    if (!account) throw new FoyerError('WALLET_NOT_CONNECTED')
    const feature = signMessageFeature(conn.wallet)
    if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
    try {
      const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
      if (!output) throw new Error('The wallet answered without a signature')
      return bytesToBase64(output.signature)
    } catch (error) {
      throw toWalletError(error)
    }
  }

  return {
    /** Resolves with the base64 signature (BIP-322 simple or full, or a legacy one) of the UTF-8 `message`. */
    signMessage,

    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const conn = requireConnection(state)
      const p = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined
      switch (method) {
        case 'getAccounts':
        case 'bip122_getAccounts':
          return conn.addresses.map((address) => ({
            address,
            purpose: address === conn.account.address ? 'payment' : 'ordinals',
          }))
        case 'signMessage':
        case 'bip122_signMessage': {
          const message = typeof p?.message === 'string' ? p.message : ''
          const address = typeof p?.address === 'string' ? p.address : conn.account.address
          return { signature: await signMessage({ message, address }), address }
        }
        default:
          throw new Error(`@foyer/bitcoin: the wallet method ${method} is not supported`)
      }
    },
  }
}
