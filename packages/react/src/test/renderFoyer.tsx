import { act, queries, render, within, type BoundFunctions, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  createFoyerClient,
  createMemoryStorage,
  solana,
  solanaDevnet,
  type ChainNamespace,
  type FoyerClient,
  type FoyerOptions,
} from '@foyer/core'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import type { CloseGuard } from '../context.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { createTestChainAdapter, type TestChainAdapter } from './testChainAdapter.js'

export interface RenderedFoyer extends RenderResult {
  client: FoyerClient
  adapter: TestChainAdapter
  /** Queries inside the modal's shadow root. */
  modal: () => BoundFunctions<typeof queries>
  shadowRoot: () => ShadowRoot
}

/** Renders a real core client (with the test adapter) inside <FoyerProvider>, started, with a ConnectButton by default. */
export async function renderFoyer(
  options: Partial<FoyerOptions> & { adapter?: TestChainAdapter; children?: ReactNode; closeGuard?: CloseGuard } = {},
): Promise<RenderedFoyer> {
  const { adapter = createTestChainAdapter(), children, closeGuard, ...rest } = options
  const client = createFoyerClient({
    networks: [foyerDevnet, foyerDevnet2],
    adapters: [adapter],
    storage: createMemoryStorage(),
    metadata: { name: 'Test App' },
    // WalletConnect needs one; tests that configure it get this.
    projectId: 'foyer-test',
    logLevel: 'silent',
    ...rest,
  })
  let result!: RenderResult
  await act(async () => {
    result = render(
      <FoyerProvider client={client} closeGuard={closeGuard}>
        {children ?? <ConnectButton />}
      </FoyerProvider>,
    )
    await client.start()
  })
  const shadowRoot = (): ShadowRoot => {
    const host = document.querySelector('[data-foyer-modal]')
    if (!host?.shadowRoot) throw new Error('modal host not rendered')
    return host.shadowRoot
  }
  return { ...result, client, adapter, shadowRoot, modal: () => within(shadowRoot() as unknown as HTMLElement) }
}

export interface RenderedMultiChain extends RenderedFoyer {
  /** The EVM test adapter (also `adapter`). */
  evm: TestChainAdapter
  solana: TestChainAdapter
}

/**
 * Two test adapters, EVM and Solana, that both find "Test Wallet" (core merges it into one MULTI_CHAIN connector,
 * id `org.test.wallet`), with the two EVM devnets and Solana Devnet and Solana as networks.
 */
export async function renderMultiChain(
  options: Partial<FoyerOptions> & { children?: ReactNode } = {},
): Promise<RenderedMultiChain> {
  const evm = createTestChainAdapter()
  const sol = createTestChainAdapter(undefined, { namespace: 'solana' })
  const rendered = await renderFoyer({
    networks: [foyerDevnet, foyerDevnet2, solanaDevnet, solana],
    adapters: [evm, sol],
    adapter: evm,
    ...options,
  })
  return { ...rendered, evm, solana: sol }
}

/** Connects through the client directly (the ConnectingExternal view is tested on its own). */
export async function connectDirectly(
  client: FoyerClient,
  connectorId = 'org.test.wallet',
  namespaces?: ChainNamespace[],
): Promise<void> {
  await act(async () => {
    await (namespaces ? client.connect(connectorId, { namespaces }) : client.connect(connectorId))
  })
}
