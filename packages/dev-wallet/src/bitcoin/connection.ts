import type {
  StandardConnectInput,
  StandardConnectOutput,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features'
import type { BitcoinWalletContext } from './context.js'
import { bitcoinRequestError } from './errors.js'
import type { BitcoinAddressPurpose, BitcoinConnectInput, BitcoinConnectOutput } from './features.js'

const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/**
 * bitcoin:connect (the accounts for the purposes asked, in that order), standard:connect (the payment account, or
 * a silent reconnect to what was allowed), standard:disconnect and standard:events.
 */
export function createBitcoinConnection(context: BitcoinWalletContext) {
  const { state } = context

  async function authorize(purposes: readonly BitcoinAddressPurpose[]) {
    const missing = purposes.filter((purpose) => !state.connected || !state.purposes.includes(purpose))
    if (missing.length === 0) return
    await context.ask({ kind: 'bitcoin_connect', purposes })
    state.grant(purposes)
  }

  return {
    async bitcoinConnect(input: BitcoinConnectInput): Promise<BitcoinConnectOutput> {
      const purposes = input?.purposes
      if (
        !Array.isArray(purposes) ||
        purposes.length === 0 ||
        purposes.some((purpose) => !PURPOSES.includes(purpose)) ||
        new Set(purposes).size !== purposes.length
      )
        throw bitcoinRequestError(
          'bitcoin_connect',
          -32602,
          `Invalid params: purposes must list 'payment' and/or 'ordinals' once each, got ${JSON.stringify(purposes)}.`,
        )
      await authorize(purposes)
      return { accounts: purposes.map((purpose) => state.account(purpose)) }
    },
    async connect(input?: StandardConnectInput): Promise<StandardConnectOutput> {
      // Silent: reconnect only what the person already allowed (e.g. on reload), never prompt.
      if (!state.connected && !input?.silent) await authorize(['payment'])
      return { accounts: state.accounts() }
    },
    disconnect: async () => state.disconnect(),
    on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]) {
      if (event !== 'change') return () => {}
      return state.onChange(listener)
    },
  }
}
