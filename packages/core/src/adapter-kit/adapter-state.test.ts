import { describe, expect, it, vi } from 'vitest'
import type { ChainDefinition } from '../types.js'
import { createAdapterState, currentNetwork, dropConnection, requireConnection } from './adapter-state.js'

const network = (id: string) => ({ id, caipNetworkId: `solana:${id}` }) as unknown as ChainDefinition
const connect = (address: string, on: ChainDefinition) => ({
  account: { address },
  network: on,
  unsubscribe: vi.fn(),
})

describe('adapter state', () => {
  it('keeps two adapters apart: each has its own connection and its own operations', () => {
    const one = createAdapterState<ReturnType<typeof connect>>()
    const two = createAdapterState<ReturnType<typeof connect>>()
    one.connection = connect('A', network('one'))
    expect(two.connection).toBeUndefined()
    expect(one.own).not.toBe(two.own)
  })

  it('asks for a connection, for any address or for the connected one, else says "Wallet not connected"', () => {
    const state = createAdapterState<ReturnType<typeof connect>>()
    expect(() => requireConnection(state)).toThrow('Wallet not connected')
    state.connection = connect('A', network('one'))
    expect(requireConnection(state)).toBe(state.connection)
    expect(requireConnection(state, 'A')).toBe(state.connection)
    expect(() => requireConnection(state, 'B')).toThrow('Wallet not connected')
  })

  it('drops the connection and stops listening to its wallet', () => {
    const state = createAdapterState<ReturnType<typeof connect>>()
    const connection = connect('A', network('one'))
    state.connection = connection
    dropConnection(state)
    expect(state.connection).toBeUndefined()
    expect(connection.unsubscribe).toHaveBeenCalledTimes(1)
    dropConnection(state) // nothing left to drop
    expect(connection.unsubscribe).toHaveBeenCalledTimes(1)
  })

  it("uses the connection's network, else the one chosen, else the first, else says there is none", () => {
    const state = createAdapterState<ReturnType<typeof connect>>()
    expect(() => currentNetwork(state)).toThrow('No ActiveCaipNetwork or client found')
    const [first, chosen, connected] = [network('first'), network('chosen'), network('connected')]
    state.networks = [first, chosen]
    expect(currentNetwork(state)).toBe(first)
    state.selectedNetwork = chosen
    expect(currentNetwork(state)).toBe(chosen)
    state.connection = connect('A', connected)
    expect(currentNetwork(state)).toBe(connected)
  })
})
