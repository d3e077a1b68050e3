import { act, queries, render, within, type BoundFunctions, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createFoyerClient, createMemoryStorage, foyerDevnet, foyerDevnet2, type FoyerClient, type FoyerOptions } from '@foyer/core'
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
    logLevel: 'silent',
    ...rest,
  })
  let result!: RenderResult
  await act(async () => {
    result = render(<FoyerProvider client={client} closeGuard={closeGuard}>{children ?? <ConnectButton />}</FoyerProvider>)
    await client.start()
  })
  const shadowRoot = (): ShadowRoot => {
    const host = document.querySelector('[data-foyer-modal]')
    if (!host?.shadowRoot) throw new Error('modal host not rendered')
    return host.shadowRoot
  }
  return { ...result, client, adapter, shadowRoot, modal: () => within(shadowRoot() as unknown as HTMLElement) }
}

/** Connects through the client directly (the ConnectingExternal view is tested on its own). */
export async function connectDirectly(client: FoyerClient, connectorId = 'org.test.wallet'): Promise<void> {
  await act(async () => {
    await client.connect(connectorId)
  })
}
