import { describe, expect, it } from 'vitest'
import { foyerBitcoinDevnet } from '../chains.js'
import { BITCOIN_DEVNET_CAIP2, BITCOIN_DEVNET_PORT } from './constants.js'

describe('foyerBitcoinDevnet (@foyer/devnet/chains)', () => {
  it("is regtest's CAIP-2 id with the devnet's Esplora URL, and the entry exports the devnet", async () => {
    expect(foyerBitcoinDevnet.caipNetworkId).toBe(BITCOIN_DEVNET_CAIP2)
    expect(foyerBitcoinDevnet.rpcUrls.default.http).toEqual([`http://127.0.0.1:${BITCOIN_DEVNET_PORT}`])
    expect(foyerBitcoinDevnet.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    const entry = await import('../index.js')
    expect(typeof entry.startBitcoinDevnet).toBe('function')
    expect(entry.BITCOIN_DEVNET_CAIP2).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })
})
