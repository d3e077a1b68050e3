import { describe, expect, it } from 'vitest'
import { connectorForNamespace, mergeConnectors } from './merge.js'
import type { Connector } from '../types.js'

const c = (over: Partial<Connector>): Connector => ({
  id: 'x',
  name: 'X',
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
  ...over,
})

describe('mergeConnectors', () => {
  it('keeps one connector when a wallet is both announced and injected in one namespace, preferring the announced one', () => {
    const merged = mergeConnectors(
      new Map([
        [
          'eip155',
          [
            c({ id: 'injected', type: 'INJECTED', name: 'Dev', rdns: 'dev.w' }),
            c({ id: 'dev.w', name: 'Dev', rdns: 'dev.w' }),
          ],
        ],
      ]),
    )
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ id: 'dev.w', type: 'ANNOUNCED' })
  })
  it('drops an exact duplicate announcement', () => {
    const one = c({ id: 'dev.w', rdns: 'dev.w', name: 'Dev' })
    expect(mergeConnectors(new Map([['eip155', [one, { ...one }]]]))).toHaveLength(1)
  })
  it('turns one wallet seen by two namespaces into a MULTI_CHAIN connector', () => {
    const merged = mergeConnectors(
      new Map([
        ['eip155', [c({ id: 'dev.w', rdns: 'dev.w', name: 'Dev' })]],
        ['solana', [c({ id: 'sol-dev', name: 'Dev', rdns: 'dev.w', chains: ['solana'] })]],
      ]),
    )
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ type: 'MULTI_CHAIN', chains: ['eip155', 'solana'] })
    expect(connectorForNamespace(merged[0]!, 'solana')?.id).toBe('sol-dev')
  })
  it('merges a Wallet Standard wallet (no rdns) with the same-named EIP-6963 wallet, in either order', () => {
    const evm = c({ id: 'dev.w', rdns: 'dev.w', name: 'Foyer Dev Wallet' })
    const sol = c({ id: 'solana:Foyer Dev Wallet', name: 'Foyer Dev Wallet', chains: ['solana'] })
    for (const order of [
      [
        ['eip155', [evm]],
        ['solana', [sol]],
      ],
      [
        ['solana', [sol]],
        ['eip155', [evm]],
      ],
    ] as [string, Connector[]][][]) {
      const merged = mergeConnectors(new Map(order))
      expect(merged).toHaveLength(1)
      expect(merged[0]).toMatchObject({ type: 'MULTI_CHAIN', rdns: 'dev.w', name: 'Foyer Dev Wallet' })
      expect(merged[0]!.chains.sort()).toEqual(['eip155', 'solana'])
    }
  })
  it('keeps different wallets apart', () => {
    expect(
      mergeConnectors(
        new Map([['eip155', [c({ id: 'a', rdns: 'a', name: 'A' }), c({ id: 'b', rdns: 'b', name: 'B' })]]]),
      ),
    ).toHaveLength(2)
  })
})
