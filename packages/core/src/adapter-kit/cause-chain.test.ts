import { describe, expect, it } from 'vitest'
import { hasErrorCode, hasErrorName, someCause } from './cause-chain.js'
import { ProviderRpcError } from './test/provider-rpc-error.js'

describe('cause chain', () => {
  it('finds a wallet code behind library wrappers and in MetaMask Mobile’s data.originalError', () => {
    const wrapped = new Error('Request failed', { cause: new Error('RPC', { cause: new ProviderRpcError(4902, 'x') }) })
    expect(hasErrorCode(wrapped, 4902)).toBe(true)
    expect(hasErrorCode(wrapped, 4001)).toBe(false)
    expect(hasErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }, 4902)).toBe(true)
  })

  it('finds a class by name and ignores what is not an object', () => {
    const error = new Error('outer', { cause: Object.assign(new Error('inner'), { name: 'ProviderNotFoundError' }) })
    expect(hasErrorName(error, 'ProviderNotFoundError')).toBe(true)
    expect(hasErrorName('ProviderNotFoundError', 'ProviderNotFoundError')).toBe(false)
    expect(hasErrorName(undefined, 'Error')).toBe(false)
  })

  it('stops on a cause chain that loops and does not look past 8 levels', () => {
    const loop = new Error('a') as Error & { cause?: unknown }
    loop.cause = loop
    expect(someCause(loop, (e) => (e as Error).message === 'b')).toBe(false)
    let deep: Error = new ProviderRpcError(4001, 'deep')
    for (let i = 0; i < 8; i++) deep = new Error(`level ${i}`, { cause: deep })
    expect(hasErrorCode(deep, 4001)).toBe(false)
    expect(hasErrorCode((deep as { cause?: unknown }).cause, 4001)).toBe(true)
  })
})
