// One Esplora client per API URL: the adapter's `esploraUrls` option by CAIP-2 id (or bare reference), else the
// network's own `rpcUrls.default.http[0]`.
import type { ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { createEsploraClient, type EsploraClient } from './createEsploraClient.js'

export type EsploraUrls = Readonly<Record<string, string>>

export function createEsploraClients(urls: EsploraUrls = {}, fetchFn?: typeof fetch) {
  const clients = new Map<string, EsploraClient>()
  return {
    urlOf(network: ChainDefinition): string {
      const url = urls[network.caipNetworkId] ?? urls[String(network.id)] ?? network.rpcUrls?.default?.http?.[0]
      if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
      return url
    },
    get(network: ChainDefinition): EsploraClient {
      const url = this.urlOf(network)
      let client = clients.get(url)
      if (!client) clients.set(url, (client = createEsploraClient(url, fetchFn)))
      return client
    },
  }
}

export type EsploraClients = ReturnType<typeof createEsploraClients>
