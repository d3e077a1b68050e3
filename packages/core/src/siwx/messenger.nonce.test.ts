// The messenger's nonce source: a server that hands out single-use nonces (createServerSiwx) supplies each one.
import { describe, expect, it } from 'vitest'
import { createSiwxMessenger } from './messenger.js'
import { parseSiweMessage } from './siwe-parse-message.js'

describe('createSiwxMessenger nonce option', () => {
  it('asks the source for every message and auth request, and writes what it gives', async () => {
    const given = ['serverNonce0001', 'serverNonce0002', 'serverNonce0003']
    const messenger = createSiwxMessenger({
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: async () => given.shift()!,
    })
    const first = await messenger.createMessage({
      accountAddress: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
      chainId: 'eip155:1',
    })
    expect(first.nonce).toBe('serverNonce0001')
    expect(parseSiweMessage(first.toString()).nonce).toBe('serverNonce0001')
    const second = await messenger.createMessage({
      accountAddress: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
      chainId: 'eip155:1',
    })
    expect(second.nonce).toBe('serverNonce0002')
    expect((await messenger.getAuthRequest!({ chainIds: ['eip155:1'] }))?.nonce).toBe('serverNonce0003')
  })

  it('passes the source failing on to the caller', async () => {
    const messenger = createSiwxMessenger({
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: () => Promise.reject(new Error('server down')),
    })
    await expect(
      messenger.createMessage({ accountAddress: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23', chainId: 'eip155:1' }),
    ).rejects.toThrow('server down')
  })
})
