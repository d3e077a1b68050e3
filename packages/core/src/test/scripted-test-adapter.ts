// A scripted stand-in for a chain adapter, for the core's own unit tests only: each test says what the "wallet" answers.
// Real wallets are exercised in packages/evm's tests (anvil) and the e2e suite (Chromium + dev wallet).
import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ChainDefinition,
  ConnectResult,
  Connector,
  TransactionStatus,
} from '../types.js'

export interface ScriptedTestAdapter extends ChainAdapter {
  context: AdapterContext | undefined
  connectors: Connector[]
  nextConnect: () => Promise<ConnectResult>
  nextReconnect: () => Promise<ConnectResult | null>
  nextDisconnect: () => Promise<void>
  nextBalance: () => Promise<BalanceResult>
  nextSend: () => Promise<{ id: string }>
  statuses: TransactionStatus[]
  switched: ChainDefinition[]
  requests: { method: string; params?: unknown }[]
}

export function scriptedTestAdapter(namespace = 'eip155', connectors?: Connector[]): ScriptedTestAdapter {
  const adapter: ScriptedTestAdapter = {
    namespace,
    context: undefined,
    connectors: connectors ?? [
      {
        id: 'test.wallet',
        rdns: 'test.wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chains: [namespace],
        installed: true,
      },
    ],
    nextConnect: async () => ({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 }),
    nextReconnect: async () => null,
    nextDisconnect: async () => {},
    nextBalance: async () => ({ value: '10000000000000000000000', decimals: 18, symbol: 'ETH', formatted: '10000' }),
    nextSend: async () => ({ id: 'tx-1' }),
    statuses: ['pending', 'confirmed'],
    switched: [],
    requests: [],
    sendToken: () => adapter.nextSend(),
    async getTransactionStatus() {
      return adapter.statuses.length > 1 ? adapter.statuses.shift()! : adapter.statuses[0]!
    },
    setup(context) {
      adapter.context = context
      context.setConnectors(adapter.connectors)
    },
    connect: () => adapter.nextConnect(),
    reconnect: () => adapter.nextReconnect(),
    disconnect: () => adapter.nextDisconnect(),
    async switchNetwork(network) {
      adapter.switched.push(network)
    },
    getBalance: () => adapter.nextBalance(),
    async request(args) {
      adapter.requests.push(args)
      return 'ok'
    },
  }
  return adapter
}
