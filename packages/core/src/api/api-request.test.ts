import { describe, expect, it } from 'vitest'
import { apiRequest, apiUrl, BlockchainApiHttpError } from './api-request.js'

const config = { baseUrl: 'http://127.0.0.1:8788', projectId: 'p1' }

describe('apiUrl', () => {
  it('accepts the spec paths with and without a leading slash, under a base path too', () => {
    expect(apiUrl(config, { path: 'v1/supported-chains' }).pathname).toBe('/v1/supported-chains')
    expect(apiUrl(config, { path: '/v1/identity/0xabc' }).pathname).toBe('/v1/identity/0xabc')
    expect(apiUrl({ ...config, baseUrl: 'https://api.example.test/foyer' }, { path: '/v1/x' }).pathname).toBe(
      '/foyer/v1/x',
    )
  })

  it('adds the query and the client parameters, leaving out undefined values and a missing clientId', () => {
    const url = apiUrl(config, { path: 'v1/x', query: { cursor: undefined, chainId: 'eip155:1', forceUpdate: true } })
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainId: 'eip155:1',
      forceUpdate: 'true',
      st: 'foyer',
      sv: 'core-0.1.0',
      projectId: 'p1',
    })
  })
})

describe('apiRequest', () => {
  it("throws a non-OK status as 'HTTP status code: N'", async () => {
    const fetch = (async () => new Response('{}', { status: 429 })) as typeof globalThis.fetch
    const error = await apiRequest({ ...config, fetch }, { path: 'v1/x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BlockchainApiHttpError)
    expect((error as BlockchainApiHttpError).message).toBe('HTTP status code: 429')
    expect((error as BlockchainApiHttpError).status).toBe(429)
  })
})
