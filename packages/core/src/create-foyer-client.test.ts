import { describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from './create-foyer-client.js'
import { foyerDevnet } from '@foyer/devnet/chains'

describe('events', () => {
  it('are delivered to subscribers and to an opted-in analytics sink only', async () => {
    const sink = vi.fn()
    const client = createFoyerClient({ networks: [foyerDevnet], storage: null, analytics: sink })
    const seen: string[] = []
    const off = client.subscribeEvents((e) => seen.push(e.event))
    client.open()
    client.close()
    off()
    client.open()
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(sink.mock.calls.map((c) => c[0].event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })
})
