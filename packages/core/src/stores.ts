// The client's state, one small vanilla store per concern, so the UI re-renders only what a change touches.
import { createStore } from 'zustand/vanilla'
import { DEFAULT_ACCOUNT_TYPES } from './constants.js'
import type {
  AccountState,
  ChainNamespace,
  ConnectionState,
  FoyerStores,
  ResolvedOptions,
  SendState,
  SiwxState,
} from './types.js'

export function initialConnectionState(): ConnectionState {
  return {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    status: 'disconnected',
    wcError: false,
    buffering: false,
    connectorId: undefined,
    error: undefined,
    rejected: false,
    pendingInWallet: false,
  }
}

export function initialSendState(): SendState {
  return { status: 'idle', id: undefined, error: undefined, rejected: false, namespace: undefined }
}

export function initialSiwxState(enabled: boolean, required: boolean): SiwxState {
  return { status: enabled ? 'idle' : 'disabled', session: undefined, message: undefined, error: undefined, required }
}

export function initialAccountState(namespace: ChainNamespace): AccountState {
  return {
    allAccounts: [],
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceStatus: 'idle',
    preferredAccountType: DEFAULT_ACCOUNT_TYPES[namespace] ?? 'eoa',
    connectorId: undefined,
  }
}

export function createStores(options: ResolvedOptions): FoyerStores {
  const namespaces = [...new Set(options.networks.map((n) => n.chainNamespace))]
  return {
    modal: createStore(() => ({ open: false })),
    router: createStore(() => ({ view: 'Connect' as const, data: undefined, history: [] })),
    connection: createStore(initialConnectionState),
    accounts: createStore(() => Object.fromEntries(namespaces.map((ns) => [ns, initialAccountState(ns)]))),
    chains: createStore(() => ({
      networks: options.networks,
      activeNamespace: options.defaultNetwork.chainNamespace,
      activeNetwork: options.defaultNetwork,
      unsupportedChainId: undefined,
    })),
    connectors: createStore(() => ({ connectors: [], recentWallets: [] })),
    send: createStore(initialSendState),
    transactions: createStore(() => ({ local: [] })),
    siwx: createStore(() => initialSiwxState(!!options.siwx, options.siwx?.getRequired?.() ?? false)),
  }
}
