// A wallet connected to the EVM adapter on the seeded devnet, as a person's would be: the local-key test wallet
// (real keys of the dev mnemonic, real anvil) announced over EIP-6963 in jsdom and connected through wagmi. Call
// `useConnectedWallet(devnet)` at the top of a jsdom test file.
import { afterEach } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../../createEvmAdapter.js'
import { ICON, makeContext } from '../../test/adapter-harness.js'
import {
  announceProvider,
  createTestWalletProvider,
  type TestWalletProvider,
} from '../../test/local-account-provider.js'
import { FOY, FUSD, type SeededDevnet } from './seeded-devnet.js'

/** Each wallet announces its own rdns: two wallets in one test must not be taken for one another. */
let wallets = 0

export interface ConnectedWallet {
  adapter: EvmAdapter
  wallet: TestWalletProvider
  /** The connected account (checksummed). */
  from: `0x${string}`
}

export function useConnectedWallet(devnet: SeededDevnet) {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })
  return {
    cleanups,
    /** An adapter listing FUSD and FOY, set up on the devnet, not connected. */
    async adapter(): Promise<EvmAdapter> {
      const adapter = createEvmAdapter({ tokens: { [devnet.anvil.chainId]: [FUSD, FOY] } })
      cleanups.push(() => adapter.destroy())
      await adapter.setup(makeContext([devnet.network]))
      return adapter
    },
    /** A test wallet on the devnet whose active account is dev account `index` (not connected to any site). */
    wallet(index: number): TestWalletProvider {
      const wallet = createTestWalletProvider({
        chains: [{ id: devnet.anvil.chainId, rpcUrl: devnet.anvil.rpcUrl }],
        accounts: 10,
      })
      wallet.selectAccount(index)
      return wallet
    },
    /** Dev account `index` connected to a fresh adapter through its wallet. */
    async connected(index: number): Promise<ConnectedWallet> {
      const wallet = this.wallet(index)
      const rdns = `dev.foyer.testwallet${++wallets}`
      cleanups.push(
        announceProvider(window, { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: ICON, rdns }, wallet),
      )
      const adapter = await this.adapter()
      const { address } = await adapter.connect({ connectorId: rdns })
      return { adapter, wallet, from: address as `0x${string}` }
    },
  }
}
