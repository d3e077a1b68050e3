// A test adapter: a ChainAdapter whose "wallet" answers what each test scripts, for @foyer/react's unit tests only.
// Real wallets are exercised by packages/evm's tests and the e2e suite (Chromium + the dev wallet).
import type { AdapterContext, BalanceResult, ChainAdapter, ChainDefinition, ConnectResult, Connector } from '@foyer/core'

export const TEST_ADDRESS = '0x1111222233334444555566667777888899990000'

export interface TestChainAdapter extends ChainAdapter {
  context: AdapterContext | undefined
  connectors: Connector[]
  nextConnect: () => Promise<ConnectResult>
  nextReconnect: () => Promise<ConnectResult | null>
  nextDisconnect: () => Promise<void>
  nextBalance: () => Promise<BalanceResult>
  nextSwitch: (network: ChainDefinition) => Promise<void>
  connectCalls: string[]
}

export function testWallet(id: string, name: string, extra: Partial<Connector> = {}): Connector {
  return { id, rdns: id, name, type: 'ANNOUNCED', chains: ['eip155'], installed: true, ...extra }
}

export function createTestChainAdapter(connectors?: Connector[]): TestChainAdapter {
  const adapter: TestChainAdapter = {
    namespace: 'eip155',
    context: undefined,
    connectors: connectors ?? [testWallet('org.test.wallet', 'Test Wallet')],
    nextConnect: async () => ({ address: TEST_ADDRESS, chainId: 31337 }),
    nextReconnect: async () => null,
    nextDisconnect: async () => {},
    nextBalance: async () => ({ value: '10000000000000000000000', decimals: 18, symbol: 'ETH', formatted: '10000' }),
    nextSwitch: async () => {},
    connectCalls: [],
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
    switchNetwork: (network) => adapter.nextSwitch(network),
    getBalance: () => adapter.nextBalance(),
    request: async () => null,
  }
  return adapter
}
