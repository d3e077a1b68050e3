import { describe, expect, it } from 'vitest'

describe('server-side use', () => {
  it('imports and creates a client without window, document or storage', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const { createFoyerClient, sepolia } = await import('./index.js')
    const client = createFoyerClient({ networks: [sepolia] })
    expect(client.options.storage).toBeNull()
    expect(client.stores.connection.getState().status).toBe('disconnected')
  })
})
