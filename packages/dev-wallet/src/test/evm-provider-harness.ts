// The EVM dev provider as its unit tests drive it: every test talks to a real anvil through the provider; nothing on
// the chain side is simulated. Every request is recorded and answered with the test's current answer.
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import {
  createDevWalletProvider,
  type CreateDevWalletProviderOptions,
  type DevWalletProvider,
} from '../create-dev-wallet-provider.js'
import type { PendingRequest } from '../types.js'
import { useRecordedApprovals, type RecordedApprovals } from './recorded-approvals.js'

export const ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ACCOUNT_1: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export type EvmProviderHarness = RecordedApprovals<PendingRequest> & {
  devnet: Devnet
  makeProvider(overrides?: Partial<CreateDevWalletProviderOptions>): DevWalletProvider
  /** A provider already connected, with its connect prompt forgotten. */
  connected(overrides?: Partial<CreateDevWalletProviderOptions>): Promise<DevWalletProvider>
}

/** Registers the hooks of the enclosing file or describe block: anvil for all its tests, fresh answers for each. */
export function useEvmProviderHarness(): EvmProviderHarness {
  const t: EvmProviderHarness = Object.assign(useRecordedApprovals<PendingRequest>(), {
    devnet: undefined as unknown as Devnet,
    makeProvider(overrides: Partial<CreateDevWalletProviderOptions> = {}) {
      return createDevWalletProvider({
        chains: [{ id: 31337, name: 'Foyer Devnet', rpcUrl: t.devnet.rpcUrl }],
        origin: 'http://127.0.0.1:5173',
        approve: t.approve,
        ...overrides,
      })
    },
    async connected(overrides?: Partial<CreateDevWalletProviderOptions>) {
      const provider = t.makeProvider(overrides)
      await provider.request({ method: 'eth_requestAccounts' })
      t.asked = []
      return provider
    },
  })
  beforeAll(async () => {
    t.devnet = await startDevnet({ port: await getFreePort(), seed: false })
  })
  afterAll(() => t.devnet?.stop())
  return t
}

/** The EIP-1193 events the provider emits, in order, with their argument. */
export function recordEvents(provider: DevWalletProvider) {
  const events: [string, unknown][] = []
  for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const) {
    provider.on(name, ((value: unknown) => events.push([name, value])) as never)
  }
  return events
}
