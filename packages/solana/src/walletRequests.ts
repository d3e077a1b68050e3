// Requests to the connected wallet: core's raw `request` (solana_* methods, already gated by the client) and
// signMessage. Byte codecs and the transaction decoder come with the lazily loaded runtime.
import { FoyerError } from '@foyer/core'
import type { IdentifierString } from '@wallet-standard/base'
import { requireConnection, type AdapterState } from './adapterState.js'
import { walletChainFor } from './chains.js'
import { toWalletError } from './errors.js'
import { loadRuntime, type LazyRpcs } from './lazyRuntime.js'
import { signMessageFeature, signTransactionFeature } from './wallets.js'

export function createRequestMethods(state: AdapterState, rpcs: LazyRpcs) {
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const conn = requireConnection(state)
      const p = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined
      try {
        switch (method) {
          case 'solana_getAccounts':
          case 'solana_requestAccounts':
            return [{ pubkey: conn.account.address }]
          case 'solana_signMessage': {
            const message = typeof p?.message === 'string' ? p.message : ''
            const feature = signMessageFeature(conn.wallet)
            if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
            const runtime = await loadRuntime()
            const [output] = await feature.signMessage({
              account: conn.account,
              message: new Uint8Array(runtime.getBase58Encoder().encode(message)),
            })
            if (!output) throw new Error('The wallet answered without a signature')
            return { signature: runtime.getBase58Decoder().decode(output.signature) }
          }
          case 'solana_signTransaction': {
            const feature = signTransactionFeature(conn.wallet)
            if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
            const runtime = await loadRuntime()
            const transaction = new Uint8Array(runtime.getBase64Encoder().encode(String(p?.transaction ?? '')))
            const chain = walletChainFor(conn.account.chains, conn.network) as IdentifierString
            const [output] = await feature.signTransaction({ account: conn.account, chain, transaction })
            if (!output) throw new Error('The wallet answered without a signed transaction')
            const signed = runtime.decodeSignedTransaction(output.signedTransaction)
            return { signature: signed.signature, transaction: signed.wire }
          }
          case 'solana_signAndSendTransaction': {
            const runtime = await loadRuntime()
            const transaction = new Uint8Array(runtime.getBase64Encoder().encode(String(p?.transaction ?? '')))
            const rpc = () => rpcs.get(conn.network)
            return { signature: await runtime.signAndSendWithWallet(conn, conn.network, transaction, rpc) }
          }
          default:
            throw new Error(`@foyer/solana: the wallet method ${method} is not supported`)
        }
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async signMessage({ message, address }: { message: string; address: string }): Promise<string> {
      const conn = requireConnection(state, address)
      const feature = signMessageFeature(conn.wallet)
      if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
      try {
        const runtime = await loadRuntime()
        const [output] = await feature.signMessage({
          account: conn.account,
          message: new TextEncoder().encode(message),
        })
        if (!output) throw new Error('The wallet answered without a signature')
        return runtime.getBase58Decoder().decode(output.signature)
      } catch (error) {
        throw toWalletError(error)
      }
    },
  }
}
