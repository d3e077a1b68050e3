// A started client with the scripted test adapter, for the actions' tests.
import { createFoyerClient } from '../create-foyer-client.js'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { createMemoryStorage } from '../storage.js'
import { withTestSwitches } from '../testing.js'
import type { FoyerEvent } from '../types.js'
import { scriptedTestAdapter } from './scripted-test-adapter.js'

export async function setupClient(
  options: {
    storage?: ReturnType<typeof createMemoryStorage>
    allowUnsupportedChain?: boolean
    connectTimeoutMs?: number
    /** A blockchain API (a loopback server in the test), with the project id the dev server knows. */
    apiUrl?: string
  } = {},
) {
  const { connectTimeoutMs, apiUrl, ...rest } = options
  const adapter = scriptedTestAdapter()
  const storage = rest.storage ?? createMemoryStorage()
  const client = createFoyerClient(
    withTestSwitches(
      {
        networks: [foyerDevnet, foyerDevnet2],
        adapters: [adapter],
        ...rest,
        storage,
        ...(apiUrl ? { apiUrl, projectId: 'foyer-dev' } : {}),
      },
      connectTimeoutMs === undefined ? {} : { connectTimeoutMs },
    ),
  )
  const events: FoyerEvent[] = []
  client.subscribeEvents((e) => events.push(e))
  await client.start()
  return { client, adapter, storage, events }
}
