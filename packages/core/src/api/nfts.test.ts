import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/query-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BlockchainApiHttpError } from './api-request.js'
import { createBlockchainApi } from './create-blockchain-api.js'

// A real HTTP server on loopback answering v1/account/{address}/nfts as @foyer/server does: the holdings of one
// address, spam included and flagged, and only on the chain asked about.
const EVM = 'eip155:31337'
const HOLDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PASS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPAM = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const HOLDINGS = [
  {
    chainId: EVM,
    contract: SPAM,
    tokenId: '1',
    name: 'Free Airdrop Voucher #1',
    collection: 'Free Airdrop Voucher',
    imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    isSpam: true,
  },
  {
    chainId: EVM,
    contract: PASS,
    tokenId: '2',
    name: 'Foyer Pass #2',
    collection: 'Foyer Pass',
    imageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    isSpam: false,
  },
  {
    chainId: EVM,
    contract: PASS,
    tokenId: '1',
    name: 'Foyer Pass #1',
    collection: null,
    imageUrl: null,
    isSpam: false,
  },
]
let status = 200
let supported = { http: [EVM, 'solana:devnet'], ws: [] as string[] }
const requests: URL[] = []
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl)
    requests.push(url)
    const reply = (code: number, json: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/v1/supported-chains') return reply(200, supported)
    const match = /^\/v1\/account\/([^/]+)\/nfts$/.exec(url.pathname)
    if (!match) return reply(404, { error: 'no route' })
    if (status !== 200) return reply(status, { error: 'down' })
    const held = decodeURIComponent(match[1]!).toLowerCase() === HOLDER.toLowerCase()
    reply(200, { data: held && url.searchParams.get('chainId') === EVM ? HOLDINGS : [] })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  requests.length = 0
  status = 200
  supported = { http: [EVM, 'solana:devnet'], ws: [] }
})

const api = () => createBlockchainApi({ baseUrl, projectId: 'foyer-dev', clientId: 'client-1' }, new QueryClient())
const nftRequests = () => requests.filter((url) => url.pathname.endsWith('/nfts'))

describe('getNfts', () => {
  it("returns the account's tokens in the server's order without the spam ones", async () => {
    const nfts = await api().getNfts({ address: HOLDER, caipNetworkId: EVM })
    expect(nfts).toEqual([
      {
        chainId: EVM,
        contract: PASS,
        tokenId: '2',
        name: 'Foyer Pass #2',
        collection: 'Foyer Pass',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      },
      { chainId: EVM, contract: PASS, tokenId: '1', name: 'Foyer Pass #1', collection: null, imageUrl: null },
    ])
    const [url] = nftRequests()
    expect(url!.pathname).toBe(`/v1/account/${HOLDER}/nfts`)
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      chainId: EVM,
      st: 'foyer',
      sv: expect.any(String),
      projectId: 'foyer-dev',
      clientId: 'client-1',
    })
  })

  it('answers an account without tokens with an empty list', async () => {
    await expect(
      api().getNfts({ address: '0x000000000000000000000000000000000000dEaD', caipNetworkId: EVM }),
    ).resolves.toEqual([])
  })

  it('asks nothing for a chain the API does not serve for activity', async () => {
    await expect(api().getNfts({ address: HOLDER, caipNetworkId: 'eip155:1' })).resolves.toEqual([])
    await expect(
      api().getNfts({
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).resolves.toEqual([])
    supported = { http: [], ws: [] }
    await expect(api().getNfts({ address: HOLDER, caipNetworkId: EVM })).resolves.toEqual([])
    expect(nftRequests()).toEqual([])
  })

  it("throws the server's failure, so a view can tell it from an empty wallet", async () => {
    status = 500
    const failure = api().getNfts({ address: HOLDER, caipNetworkId: EVM })
    await expect(failure).rejects.toBeInstanceOf(BlockchainApiHttpError)
    await expect(failure).rejects.toThrow('HTTP status code: 500')
  })
})
