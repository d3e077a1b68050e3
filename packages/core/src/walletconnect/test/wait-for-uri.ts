// The WalletConnect tests' wait for a pairing URI in the connection store (a new one when `previous` is given).
import { expect, vi } from 'vitest'
import type { FoyerClient } from '../../types.js'

export async function waitForUri(client: FoyerClient, previous?: string): Promise<string> {
  await vi.waitFor(
    () => {
      const { wcUri } = client.stores.connection.getState()
      expect(wcUri).toMatch(/^wc:/)
      expect(wcUri).not.toBe(previous)
    },
    { timeout: 10_000, interval: 20 },
  )
  return client.stores.connection.getState().wcUri!
}
