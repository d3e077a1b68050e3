// The wagmi config the adapter builds when the host brings none: the client's eip155 networks, each on its own RPC
// URL (never a vendor default), the legacy injected connector plus EIP-6963 discovery, and Foyer's storage.
import type { AdapterContext, ChainDefinition } from '@foyer/core'
import { FoyerError, FoyerOptionsError } from '@foyer/core'
import { createConfig, http, injected, type Config, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from './chains.js'
import { createWagmiStorage } from './storage.js'
import { addConfiguredChain } from './wagmi-internals.js'

export interface OwnedConfig {
  config: Config
  /** Adds a chain the app did not list (a connect or switch to it works when the wallet knows it). */
  addChain(chain: Chain): void
}

function transportFor(chain: Chain): Transport {
  const url = chain.rpcUrls.default.http[0]
  if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
  return http(url)
}

export function createOwnedConfig(
  networks: readonly ChainDefinition[],
  storage: AdapterContext['storage'],
  ssr: boolean,
): OwnedConfig {
  const eip155 = networks.filter((n) => n.chainNamespace === 'eip155')
  if (eip155.length === 0) throw new FoyerOptionsError('networks: @foyer/evm needs at least one eip155 network')
  const chains = eip155.map(toViemChain) as [Chain, ...Chain[]]
  // wagmi reads this object when it makes a chain's client, so a chain added later gets its transport here.
  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = transportFor(chain)
  const config = createConfig({
    chains,
    transports,
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    storage: createWagmiStorage(storage),
    ssr,
  })
  return {
    config,
    addChain(chain) {
      if (config.chains.some((c) => c.id === chain.id)) return
      transports[chain.id] = transportFor(chain)
      addConfiguredChain(config, chain)
    },
  }
}
