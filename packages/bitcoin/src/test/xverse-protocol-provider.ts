// A stand-in for an Xverse-style extension (which cannot run here): a sats-connect provider object that answers the
// protocol's JSON-RPC requests with real keys — PSBTs signed by btc-signer, BIP-322 simple message signatures — and
// records what it was asked. Only the adapter's sats-connect path is tested with it.
import { Transaction } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { base64ToBytes, bytesToBase64 } from '../bip322/base64.js'
import type { SatsConnectProvider } from '../satsConnect/protocol.js'
import { REGTEST_PARAMS } from '../networks.js'
import { paymentOf, signSimple } from './bip322-signer.js'

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function createXverseProtocolProvider(options: { paymentKey: Uint8Array; ordinalsKey: Uint8Array }) {
  const payment = paymentOf(options.paymentKey, 'wpkh', REGTEST_PARAMS).address!
  const ordinals = paymentOf(options.ordinalsKey, 'tr', REGTEST_PARAMS).address!
  const addresses = [
    {
      address: payment,
      publicKey: toHex(pubECDSA(options.paymentKey, true)),
      purpose: 'payment',
      addressType: 'p2wpkh',
    },
    { address: ordinals, publicKey: toHex(pubSchnorr(options.ordinalsKey)), purpose: 'ordinals', addressType: 'p2tr' },
  ]
  const calls: string[] = []
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  let id = 0
  const control = { approve: true }

  const provider: SatsConnectProvider = {
    async request(method, params) {
      calls.push(method)
      const p = (params ?? {}) as Record<string, unknown>
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: ++id, result })
      const refused = { jsonrpc: '2.0', id: ++id, error: { code: -32000, message: 'User rejected the request.' } }
      switch (method) {
        case 'wallet_connect':
          return control.approve ? ok({ addresses: [...addresses].reverse(), walletType: 'software' }) : refused
        case 'getAddresses':
          return ok(addresses)
        case 'wallet_getNetwork':
          return ok({ bitcoin: { name: 'Regtest' } })
        case 'wallet_disconnect':
          return ok(null)
        case 'signMessage':
          if (!control.approve) return refused
          if (p.address !== payment || p.protocol !== 'BIP322')
            return { jsonrpc: '2.0', id: ++id, error: { code: -32602, message: 'unsupported' } }
          return ok({
            signature: signSimple(options.paymentKey, 'wpkh', REGTEST_PARAMS, String(p.message)),
            address: payment,
          })
        case 'signPsbt': {
          if (!control.approve) return refused
          const tx = Transaction.fromPSBT(base64ToBytes(String(p.psbt))!)
          const indexes = (p.signInputs as Record<string, number[]>)[payment] ?? []
          for (const index of indexes) tx.signIdx(options.paymentKey, index)
          return ok({ psbt: bytesToBase64(tx.toPSBT()) })
        }
        default:
          return { jsonrpc: '2.0', id: ++id, error: { code: -32601, message: `Method not found: ${method}` } }
      }
    },
    addListener(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  }

  return {
    provider,
    payment,
    ordinals,
    calls,
    control,
    emit(event: 'accountChange' | 'networkChange' | 'disconnect') {
      for (const listener of listeners.get(event) ?? []) listener({ type: event })
    },
  }
}
