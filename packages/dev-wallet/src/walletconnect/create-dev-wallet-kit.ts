// The Foyer Dev Wallet as a WalletConnect v2 wallet, on Reown's WalletKit. It pairs with a `wc:` URI, asks the person
// about the proposal and each request (through the same `approve` as the in-page wallets), and signs with the dev keys
// by handing each request to the existing EIP-1193 provider / Solana Wallet Standard wallet, one pair per session.
//
// Offline: Core gets `telemetryEnabled: false`. WalletKit's event client still posts one INIT event, and a browser
// wallet would load the Verify iframe, unless the SDK's own test switch `process.env.IS_VITEST === 'true'` is set
// before it loads. In a page, set `globalThis.process = { env: { IS_VITEST: 'true' } }` and only then import this module
// (the wallet page does); Node tests set `process.env.IS_VITEST` themselves. This is a dev tool: nothing it sends may
// leave the relay URL and the chains' RPC URLs it is given.
import { Core } from '@walletconnect/core'
import { WalletKit } from '@reown/walletkit'
import { devAccount } from '../dev-keys.js'
import { switchAccount } from './account-switching.js'
import type { DevWalletKitContext } from './context.js'
import { createKitEvents } from './kit-events.js'
import { createProposalPrompts } from './proposal-prompts.js'
import { answerSessionAuthenticate } from './session-authenticate.js'
import { answerSessionProposals } from './session-proposal.js'
import { answerSessionRequests } from './session-requests.js'
import { createSessionSigners } from './session-signers.js'
import { disconnectSessions, followSessionEnds, listSessions } from './sessions.js'
import { solanaDevAddress } from './supported-namespaces.js'
import type { CreateDevWalletKitOptions, DevWalletKit } from './types.js'

export { EVM_EVENTS, EVM_METHODS, SOLANA_METHODS } from './supported-namespaces.js'
export type {
  CreateDevWalletKitOptions,
  DevWalletKit,
  DevWalletKitEvents,
  DevWalletKitSession,
  WalletConnectStorage,
} from './types.js'

/** Creates the WalletKit wallet and wires it to the dev keys. */
export async function createDevWalletKit(options: CreateDevWalletKitOptions): Promise<DevWalletKit> {
  const firstChain = options.evmChains[0]
  if (!firstChain) throw new Error('createDevWalletKit: give at least one EVM chain')
  const initialAccountIndex = options.accountIndex ?? 0
  devAccount(initialAccountIndex) // fails fast on a bad index

  const url =
    options.url ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'http://127.0.0.1')
  const core = new Core({
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'foyer-dev',
    telemetryEnabled: false,
    customStoragePrefix: options.customStoragePrefix ?? 'foyer-dev-wallet',
    ...(options.storage ? { storage: options.storage } : {}),
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: 'Foyer Dev Wallet',
      description: 'The Foyer development wallet (dev keys, local chains only).',
      url,
      icons: [],
    },
  })

  const events = createKitEvents()
  const context: DevWalletKitContext = {
    walletKit,
    options,
    accountIndex: initialAccountIndex,
    signers: createSessionSigners(options, () => context.accountIndex),
    emit: events.emit,
    reportError: (error) => events.emit('error', error instanceof Error ? error : new Error(String(error))),
    sessionsChanged: () => events.emit('sessions', listSessions(walletKit)),
  }

  const prompts = createProposalPrompts(context)
  answerSessionProposals(context, prompts)
  answerSessionAuthenticate(context, prompts)
  answerSessionRequests(context)
  followSessionEnds(context)

  return {
    walletKit,
    async pair(uri: string) {
      const trimmed = uri.trim()
      if (!trimmed.startsWith('wc:')) throw new Error('A WalletConnect URI starts with "wc:".')
      await walletKit.pair({ uri: trimmed })
    },
    sessions: () => listSessions(walletKit),
    disconnect: (topic) => disconnectSessions(context, topic),
    switchAccount: (index) => switchAccount(context, index),
    get accountIndex() {
      return context.accountIndex
    },
    get addresses() {
      const solana = solanaDevAddress(options, context.accountIndex)
      return { evm: devAccount(context.accountIndex).address, ...(solana ? { solana } : {}) }
    },
    on: events.on,
  }
}
