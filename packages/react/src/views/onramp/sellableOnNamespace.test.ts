import { expect, it } from 'vitest'
import { sellableOnNamespace } from './sellableOnNamespace.js'

const eth = { name: 'ethereum', displayName: 'Ethereum', chainId: 'eip155:1' }
const base = { name: 'base', displayName: 'Base', chainId: 'eip155:8453' }
const solana = { name: 'solana', displayName: 'Solana', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
const unnamed = { name: 'elsewhere', displayName: 'Elsewhere', chainId: null }
const currencies = [
  { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [eth, base] },
  { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [eth, solana] },
  { id: 'X', name: 'X', symbol: 'X', networks: [unnamed] },
]

it('keeps, for each currency, only the networks an account of the namespace can receive on', () => {
  expect(sellableOnNamespace(currencies, 'solana').map((c) => [c.id, c.networks.map((n) => n.name)])).toEqual([
    ['USDC', ['solana']],
    ['X', ['elsewhere']],
  ])
  expect(sellableOnNamespace(currencies, 'eip155').map((c) => [c.id, c.networks.map((n) => n.name)])).toEqual([
    ['ETH', ['ethereum', 'base']],
    ['USDC', ['ethereum']],
    ['X', ['elsewhere']],
  ])
})

it('leaves nothing when the provider sells on no network of the namespace', () => {
  expect(sellableOnNamespace(currencies.slice(0, 1), 'solana')).toEqual([])
})
