// renderMultiChain with the host's `auth`: the EVM and Solana test adapters also "discover" the embedded wallet's
// provider and wallet (core makes them the AUTH connector), and the in-memory auth object answers for the frame.
import type { FoyerOptions } from '@foyer/core'
import { renderMultiChain, type RenderedMultiChain } from './renderFoyer.js'
import { createTestChainAdapter, testSolanaWallet, testWallet } from './testChainAdapter.js'
import { authEvmConnector, authSolanaConnector, createInMemoryAuth, type InMemoryAuth } from './inMemoryAuth.js'
import { solana, solanaDevnet } from '@foyer/core'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { renderFoyer } from './renderFoyer.js'

export interface RenderedAuth extends RenderedMultiChain {
  auth: InMemoryAuth
}

export async function renderWithAuth(options: Partial<FoyerOptions> = {}): Promise<RenderedAuth> {
  const auth = createInMemoryAuth()
  const evm = createTestChainAdapter([testWallet('org.test.wallet', 'Test Wallet'), authEvmConnector()])
  const sol = createTestChainAdapter([testSolanaWallet(), authSolanaConnector()], { namespace: 'solana' })
  const rendered = await renderFoyer({
    networks: [foyerDevnet, foyerDevnet2, solanaDevnet, solana],
    adapters: [evm, sol],
    adapter: evm,
    auth,
    ...options,
  })
  return { ...rendered, evm, solana: sol, auth }
}

export { renderMultiChain }
