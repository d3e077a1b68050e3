import { expect, it } from 'vitest'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'

const TOKEN = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const config = testConfig({
  chains: [
    {
      id: 'eip155:31337',
      rpcUrls: ['http://127.0.0.1:8545'],
      tokens: [
        {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          name: 'Foyer USD',
          symbol: 'FUSD',
          decimals: 6,
          iconUrl: 'http://127.0.0.1:5173/fusd.svg',
        },
      ],
    },
  ],
  prices: {
    kind: 'fixed',
    prices: {
      [TOKEN.toLowerCase()]: { price: 1, name: 'Foyer USD', symbol: 'FUSD' },
      'eip155:31337:native': { price: 3000, name: 'Ether', symbol: 'ETH' },
    },
  },
})

const post = (body: unknown) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

describeOnDatabases('POST /v1/fungible/price', (suite) => {
  it('answers the prices it knows, in the order asked, with the token list’s icon', async () => {
    const { app } = await suite.start(config)
    const response = await app.request(
      withClient('/v1/fungible/price'),
      post({ currency: 'usd', addresses: ['eip155:31337:native', TOKEN, 'eip155:1:0xdead'], projectId: 'x' }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        { name: 'Ether', symbol: 'ETH', price: 3000 },
        { name: 'Foyer USD', symbol: 'FUSD', iconUrl: 'http://127.0.0.1:5173/fusd.svg', price: 1 },
      ],
    })
  })

  it('refuses a bad body with 400 naming the field', async () => {
    const { app } = await suite.start(config)
    const cases: [unknown, string][] = [
      ['{ nope', 'body'],
      [{ currency: 'usd' }, 'addresses'],
      [{ currency: 'usd', addresses: [] }, 'addresses'],
      [{ currency: 'usd', addresses: ['not-caip-10'] }, 'addresses.0'],
      [{ currency: 'eur', addresses: [TOKEN] }, 'currency'],
    ]
    for (const [body, field] of cases) {
      const response = await app.request(withClient('/v1/fungible/price'), post(body))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
  })
})
