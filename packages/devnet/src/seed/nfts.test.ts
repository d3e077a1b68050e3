import { createPublicClient, erc721Abi, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_NFT, DEVNET_SPAM_NFT } from '../contracts/addresses.js'
import { getFreePort } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'
import { NFT_SEED } from './nfts.js'

type Metadata = { name: string; description: string; image: string }

describe('the seeded NFT collections (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  })
  afterAll(() => devnet?.stop())

  const read = (address: Address, functionName: 'name' | 'symbol') =>
    createPublicClient({ transport: http(devnet.rpcUrl) }).readContract({ address, abi: erc721Abi, functionName })
  const tokenUri = (address: Address, tokenId: bigint) =>
    createPublicClient({ transport: http(devnet.rpcUrl) }).readContract({
      address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [tokenId],
    })
  // What a wallet does with the URI: fetch it (Node's fetch reads data: URIs as a browser does), then the image.
  const metadata = async (address: Address, tokenId: bigint) =>
    (await (await fetch(await tokenUri(address, tokenId))).json()) as Metadata
  const image = async (meta: Metadata) => {
    const response = await fetch(meta.image)
    return { type: response.headers.get('content-type'), svg: await response.text() }
  }

  it('gives every Foyer Pass a name, a description and an SVG image that live in the token URI', async () => {
    for (const tokenId of NFT_SEED.passTokenIds) {
      const uri = await tokenUri(DEVNET_NFT.address, tokenId)
      // Percent-encoded: a raw '#' (as in "#1") would cut the URI at a fragment when fetched.
      expect(uri).toMatch(/^data:application\/json,[A-Za-z0-9%._~-]+$/)
      const meta = await metadata(DEVNET_NFT.address, tokenId)
      expect(meta).toEqual({
        name: `Foyer Pass #${tokenId}`,
        description: DEVNET_NFT.description,
        image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      })
      const { type, svg } = await image(meta)
      expect(type).toBe('image/svg+xml')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
      expect(svg).toContain(`>${DEVNET_NFT.label}</text>`)
      expect(svg).toContain(`>#${tokenId}</text>`)
    }
    // Each token has its own colour.
    const [one, two] = await Promise.all(
      NFT_SEED.passTokenIds.map(async (id) => image(await metadata(DEVNET_NFT.address, id))),
    )
    expect(one!.svg.match(/hsl\(\d+/)?.[0]).not.toBe(two!.svg.match(/hsl\(\d+/)?.[0])
  })

  it('airdrops a spam-style collection to dev account #0', async () => {
    expect(await read(DEVNET_SPAM_NFT.address, 'name')).toBe(DEVNET_SPAM_NFT.name)
    expect(await read(DEVNET_SPAM_NFT.address, 'symbol')).toBe(DEVNET_SPAM_NFT.symbol)
    const owner = await createPublicClient({ transport: http(devnet.rpcUrl) }).readContract({
      address: DEVNET_SPAM_NFT.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [NFT_SEED.spamTokenId],
    })
    expect(owner).toBe(devnet.accounts[0])
    const meta = await metadata(DEVNET_SPAM_NFT.address, NFT_SEED.spamTokenId)
    expect(meta.name).toBe(`${DEVNET_SPAM_NFT.name} #${NFT_SEED.spamTokenId}`)
    expect(meta.description).toMatch(/free airdrop.*claim/i)
    expect((await image(meta)).svg).toContain('CLAIM REWARD')
  })

  it('refuses the URI of a token that does not exist', async () => {
    await expect(tokenUri(DEVNET_NFT.address, 99n)).rejects.toThrow(/NonexistentToken|revert/i)
  })
})
