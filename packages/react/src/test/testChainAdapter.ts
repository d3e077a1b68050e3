// A test adapter: a ChainAdapter whose "wallet" answers what each test scripts, for @foyer/react's unit tests only.
// Real wallets are exercised by packages/evm's and packages/solana's tests and the e2e suite (Chromium + the dev wallet).
import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ChainDefinition,
  ChainNamespace,
  ConnectResult,
  Connector,
  SendArgs,
  TokenBalance,
  TransactionStatus,
} from '@foyer/core'
import { solanaDevnet } from '@foyer/core'

export const TEST_ADDRESS = '0x1111222233334444555566667777888899990000'
export const TEST_SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
export const TEST_SOLANA_RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const TEST_MINT = 'FDoLxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'

export interface TestChainAdapter extends ChainAdapter {
  context: AdapterContext | undefined
  connectors: Connector[]
  nextConnect: () => Promise<ConnectResult>
  nextReconnect: () => Promise<ConnectResult | null>
  nextDisconnect: () => Promise<void>
  nextBalance: () => Promise<BalanceResult>
  nextSwitch: (network: ChainDefinition) => Promise<void>
  /** What the wallet answers to a send (default: a submitted transaction 'tx-1'). */
  nextSend: (args: SendArgs) => Promise<{ id: string }>
  /** Token balances offered to the Send view. */
  nextTokenBalances: () => Promise<TokenBalance[]>
  /** Statuses answered to each poll in turn; the last one repeats. */
  statuses: TransactionStatus[]
  connectCalls: string[]
  sendCalls: SendArgs[]
  switched: ChainDefinition[]
}

export function testWallet(id: string, name: string, extra: Partial<Connector> = {}): Connector {
  return { id, rdns: id, name, type: 'ANNOUNCED', chains: ['eip155'], installed: true, ...extra }
}

/** The same "Test Wallet" as seen by a Solana adapter (Wallet Standard: no rdns), merged by core into MULTI_CHAIN. */
export function testSolanaWallet(name = 'Test Wallet'): Connector {
  return { id: `solana:${name}`, name, type: 'ANNOUNCED', chains: ['solana'], installed: true, readyState: 'Installed' }
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/
const base58Key = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export interface TestAdapterOptions {
  namespace?: ChainNamespace
}

export function createTestChainAdapter(connectors?: Connector[], options: TestAdapterOptions = {}): TestChainAdapter {
  const namespace = options.namespace ?? 'eip155'
  const solana = namespace === 'solana'
  const adapter: TestChainAdapter = {
    namespace,
    context: undefined,
    connectors: connectors ?? [solana ? testSolanaWallet() : testWallet('org.test.wallet', 'Test Wallet')],
    nextConnect: async () =>
      solana ? { address: TEST_SOLANA_ADDRESS, chainId: solanaDevnet.id } : { address: TEST_ADDRESS, chainId: 31337 },
    nextReconnect: async () => null,
    nextDisconnect: async () => {},
    nextBalance: async () =>
      solana
        ? { value: '2500000000', decimals: 9, symbol: 'SOL', formatted: '2.5' }
        : { value: '10000000000000000000000', decimals: 18, symbol: 'ETH', formatted: '10000' },
    nextSwitch: async () => {},
    nextSend: async () => ({
      id: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    }),
    nextTokenBalances: async () =>
      solana
        ? [
            {
              value: '125000000',
              decimals: 6,
              symbol: 'FDOL',
              formatted: '125',
              token: { address: TEST_MINT, symbol: 'FDOL', decimals: 6, name: 'Foyer Dollar' },
            },
          ]
        : [],
    statuses: ['pending', 'confirmed'],
    connectCalls: [],
    sendCalls: [],
    switched: [],
    setup(context) {
      adapter.context = context
      context.setConnectors(adapter.connectors)
    },
    connect(args) {
      adapter.connectCalls.push(args.connectorId)
      return adapter.nextConnect()
    },
    reconnect: () => adapter.nextReconnect(),
    disconnect: () => adapter.nextDisconnect(),
    switchNetwork: (network) => {
      adapter.switched.push(network)
      return adapter.nextSwitch(network)
    },
    getBalance: () => adapter.nextBalance(),
    request: async () => null,
    getTokenBalances: () => adapter.nextTokenBalances(),
    isValidAddress: (address) => (solana ? base58Key.test(address) : evmAddress.test(address)),
    sendToken(args) {
      adapter.sendCalls.push(args)
      return adapter.nextSend(args)
    },
    async getTransactionStatus() {
      return adapter.statuses.length > 1 ? adapter.statuses.shift()! : adapter.statuses[0]!
    },
  }
  return adapter
}
