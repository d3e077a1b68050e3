import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '@foyer/core'
import { foyerDevnet, foyerDevnet2, foyerSolanaDevnet } from './chains.js'
import { DEVNET_CHAIN_ID } from './contracts/addresses.js'

describe('@foyer/devnet/chains', () => {
  it('point at the chains npm start runs, with consistent CAIP-2 ids', () => {
    expect(foyerDevnet).toMatchObject({ id: DEVNET_CHAIN_ID, caipNetworkId: `eip155:${DEVNET_CHAIN_ID}` })
    expect(foyerDevnet.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8545')
    expect(foyerDevnet2.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8546')
    for (const c of [foyerDevnet, foyerDevnet2, foyerSolanaDevnet]) expect(isCaipNetworkId(c.caipNetworkId)).toBe(true)
  })

  it('import nothing that needs Node (the demo bundles them for the browser)', async () => {
    const importsOf = async (file: string) => {
      const source = await import('node:fs/promises').then((fs) => fs.readFile(new URL(file, import.meta.url), 'utf8'))
      return [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1])
    }
    expect(await importsOf('./chains.ts')).toEqual(['@foyer/core', './contracts/addresses.js'])
    // The contract addresses are written out: only viem's Address type, which the build erases, so no viem code
    // reaches a browser app's first bundle through them.
    const addresses = await import('node:fs/promises').then((fs) =>
      fs.readFile(new URL('./contracts/addresses.ts', import.meta.url), 'utf8'),
    )
    expect([...addresses.matchAll(/^import (type )?.* from '([^']+)'/gm)].map((m) => `${m[1] ?? ''}${m[2]}`)).toEqual([
      'type viem',
    ])
  })
})
