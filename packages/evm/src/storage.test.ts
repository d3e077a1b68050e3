import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '@foyer/core'
import { createWagmiStorage, isWagmiValue } from './storage.js'

describe('createWagmiStorage', () => {
  it('reads what wagmi wrote', async () => {
    const memory = createMemoryStorage()
    const storage = createWagmiStorage(memory)
    await storage.setItem('recentConnectorId', 'dev.foyer.wallet')
    expect(await storage.getItem('recentConnectorId')).toBe('dev.foyer.wallet')
    expect(memory.getItem('foyer.wagmi.recentConnectorId')).toBe('"dev.foyer.wallet"')
  })

  it('clears a corrupt or foreign value and reads it as absent, so hydration cannot stall', async () => {
    const memory = createMemoryStorage()
    memory.setItem('foyer.wagmi.store', '%%% not json')
    memory.setItem('foyer.wagmi.recentConnectorId', '{')
    const storage = createWagmiStorage(memory)
    expect(await storage.getItem('store')).toBeNull()
    expect(await storage.getItem('recentConnectorId')).toBeNull()
    expect(memory.getItem('foyer.wagmi.store')).toBeNull()
    expect(memory.getItem('foyer.wagmi.recentConnectorId')).toBeNull()
  })

  it('accepts only a { state } object for the store key', () => {
    expect(isWagmiValue('foyer.wagmi.store', JSON.stringify({ state: { chainId: 1 }, version: 2 }))).toBe(true)
    expect(isWagmiValue('foyer.wagmi.store', JSON.stringify({ state: 5 }))).toBe(false)
    expect(isWagmiValue('foyer.wagmi.store', '[]')).toBe(false)
    expect(isWagmiValue('foyer.wagmi.recentConnectorId', '"x"')).toBe(true)
  })
})
