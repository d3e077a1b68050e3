// The default messenger's request for a sign-in made while connecting (WalletConnect one-click sign-in).
import { describe, expect, it } from 'vitest'
import { createDefaultSiwx } from './create-default-siwx.js'
import { createSiwxMessenger } from './messenger.js'
import type { SIWXMessenger } from './types.js'

const now = () => new Date('2026-11-21T08:00:00.000Z')

describe('getAuthRequest', () => {
  it('has the page fields, a fresh nonce each time, the statement, resources and the expiry counted from now', async () => {
    const messenger = createSiwxMessenger({
      domain: 'foyer.test',
      uri: 'https://foyer.test/app',
      statement: 'Hi',
      resources: ['https://foyer.test/terms'],
      now,
    })
    const first = await messenger.getAuthRequest!({ chainIds: ['eip155:1'] })
    const second = await messenger.getAuthRequest!({ chainIds: ['eip155:1'] })
    expect(first).toEqual({
      domain: 'foyer.test',
      uri: 'https://foyer.test/app',
      nonce: first!.nonce,
      statement: 'Hi',
      expirationTime: '2026-11-22T08:00:00.000Z',
      resources: ['https://foyer.test/terms'],
    })
    expect(first!.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(second!.nonce).not.toBe(first!.nonce)
    expect(
      await createSiwxMessenger({ domain: 'a.test', uri: 'https://a.test/', expiration: null, now }).getAuthRequest!({
        chainIds: [],
      }),
    ).not.toHaveProperty('expirationTime')
  })

  it('needs a domain and uri outside a browser, as createMessage does', async () => {
    await expect(createSiwxMessenger().getAuthRequest!({ chainIds: ['eip155:1'] })).rejects.toThrow(/domain and uri/)
  })

  it('the default SIWX passes it through; a host messenger without it means no one-click sign-in', async () => {
    const siwx = createDefaultSiwx({ messenger: { domain: 'foyer.test', uri: 'https://foyer.test/' }, now })
    expect(await siwx.getAuthRequest!({ chainIds: ['eip155:1'] })).toMatchObject({
      domain: 'foyer.test',
      uri: 'https://foyer.test/',
    })
    const own: SIWXMessenger = { createMessage: () => Promise.reject(new Error('unused')) }
    expect(await createDefaultSiwx({ messenger: own }).getAuthRequest!({ chainIds: ['eip155:1'] })).toBeUndefined()
  })
})
