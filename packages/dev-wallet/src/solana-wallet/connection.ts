import type {
  StandardConnectInput,
  StandardConnectOutput,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features'
import type { SolanaWalletContext } from './context.js'

/** standard:connect, standard:disconnect and standard:events: the app's connection to the selected account. */
export function createSolanaConnection(context: SolanaWalletContext) {
  const { state } = context
  let connecting: Promise<void> | undefined

  /** Asks once to connect; concurrent callers share the one prompt. */
  function authorize(): Promise<void> {
    connecting ??= (async () => {
      try {
        await context.ask({ kind: 'solana_connect', chain: context.chains[0]! })
        state.setConnected(true)
      } finally {
        connecting = undefined
      }
    })()
    return connecting
  }

  return {
    async connect(input?: StandardConnectInput): Promise<StandardConnectOutput> {
      // Silent: reconnect only what the person already allowed (e.g. on reload), never prompt.
      if (!state.connected && !input?.silent) await authorize()
      return { accounts: state.accounts() }
    },
    disconnect: async () => state.setConnected(false),
    on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]) {
      if (event !== 'change') return () => {}
      return state.onChange(listener)
    },
  }
}
