import { DEVNET_ENS, DEVNET_ENS_NAMES, getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../app/errors.js'
import { chainSchema, type ChainConfig } from '../config/config-schema.js'
import { registerName, setReverseName } from '../test/ens-names.js'
import { ensRegistryOf, MAINNET_ENS_REGISTRY, resolveEnsIdentity } from './ens-identity.js'

const chainConfig = (input: { id?: string; rpcUrls: string[]; ensRegistry?: string }): ChainConfig =>
  chainSchema.parse({ id: 'eip155:31337', ...input })

describe('ensRegistryOf', () => {
  it('is the configured registry, ENS’s own on Ethereum mainnet, and none elsewhere', () => {
    const rpcUrls = ['http://127.0.0.1:1']
    expect(ensRegistryOf(chainConfig({ id: 'eip155:1', rpcUrls }))).toBe(MAINNET_ENS_REGISTRY)
    expect(ensRegistryOf(chainConfig({ rpcUrls }))).toBeUndefined()
    expect(ensRegistryOf(chainConfig({ rpcUrls, ensRegistry: DEVNET_ENS.registry }))).toBe(DEVNET_ENS.registry)
    expect(ensRegistryOf(chainConfig({ id: 'solana:abc', rpcUrls, ensRegistry: DEVNET_ENS.registry }))).toBeUndefined()
  })
})

describe('resolveEnsIdentity (on a seeded devnet)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  }, 60_000)
  afterAll(() => devnet?.stop())

  const resolve = (address: `0x${string}`, registry = DEVNET_ENS.registry) =>
    resolveEnsIdentity(chainConfig({ rpcUrls: [devnet.rpcUrl] }), registry, address)

  it('answers the seeded names with their avatars', async () => {
    for (const entry of DEVNET_ENS_NAMES) {
      expect(await resolve(entry.address)).toEqual({ name: entry.name, avatar: entry.avatar })
    }
  })

  it('answers null for an address without a reverse record, and on a chain without a registry there', async () => {
    expect(await resolve(devnet.accounts[5]!)).toBeNull()
    // No code at the registry address: reads come back empty, which is "no name", not a chain failure.
    expect(await resolve(DEVNET_ENS_NAMES[0]!.address, '0x000000000000000000000000000000000000dEaD')).toBeNull()
  })

  it('refuses a reverse record whose name resolves to another address, or that is not normalized', async () => {
    await setReverseName(devnet.rpcUrl, 2, DEVNET_ENS_NAMES[0]!.name)
    expect(await resolve(devnet.accounts[2]!)).toBeNull()
    // Forward-resolves to account #3, but "Dora" normalizes to "dora", another node.
    const name = await registerName(devnet.rpcUrl, 'dora', devnet.accounts[3]!, 'https://example.invalid/dora.png')
    await setReverseName(devnet.rpcUrl, 3, name.replace('dora', 'Dora'))
    expect(await resolve(devnet.accounts[3]!)).toBeNull()
    await setReverseName(devnet.rpcUrl, 3, name)
    expect(await resolve(devnet.accounts[3]!)).toEqual({
      name: 'dora.foyer.eth',
      avatar: 'https://example.invalid/dora.png',
    })
  })

  it('leaves out an avatar a browser cannot show as is (ipfs://, NFT references)', async () => {
    const name = await registerName(
      devnet.rpcUrl,
      'erin',
      devnet.accounts[4]!,
      'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1',
    )
    await setReverseName(devnet.rpcUrl, 4, name)
    expect(await resolve(devnet.accounts[4]!)).toEqual({ name: 'erin.foyer.eth', avatar: null })
  })

  it('throws UpstreamError naming the chain when its RPC does not answer', async () => {
    const down = chainConfig({ rpcUrls: [`http://127.0.0.1:${await getFreePort()}`] })
    const failure = resolveEnsIdentity(down, DEVNET_ENS.registry, DEVNET_ENS_NAMES[0]!.address)
    await expect(failure).rejects.toBeInstanceOf(UpstreamError)
    await expect(failure).rejects.toThrow(/eip155:31337 failed on an ENS lookup/)
  })
})
