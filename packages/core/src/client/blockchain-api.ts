// The client's blockchain API (spec §7), when the host set `apiUrl`: one per client, on the client's QueryClient, with
// the install's clientId read from the client's own (scoped) storage at request time — storage only exists in the
// browser, after start(), while the API object is made at creation.
import { createBlockchainApi, type BlockchainApi } from '../api/create-blockchain-api.js'
import type { BlockchainApiConfig } from '../api/api-request.js'
import { STORAGE_KEYS } from '../constants.js'
import { readJson, writeJson } from '../storage.js'
import type { ClientContext } from './context.js'

const isClientId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{8,64}$/.test(value)

function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** This install's clientId: kept in storage so the API sees one client across reloads; per page when there is none. */
function clientIdOf(ctx: ClientContext, fallback: { id?: string }): string {
  const stored = readJson(ctx.storage, STORAGE_KEYS.apiClientId, isClientId, ctx.logger)
  if (stored) return stored
  const id = fallback.id ?? newClientId()
  fallback.id = id
  writeJson(ctx.storage, STORAGE_KEYS.apiClientId, id)
  return id
}

export function createClientBlockchainApi(ctx: ClientContext): BlockchainApi | undefined {
  const { apiUrl, projectId } = ctx.options
  if (!apiUrl || !projectId) return undefined
  const pageId: { id?: string } = {}
  const config: BlockchainApiConfig = {
    baseUrl: apiUrl,
    projectId,
    get clientId() {
      return clientIdOf(ctx, pageId)
    },
  }
  return createBlockchainApi(config, ctx.queryClient)
}
