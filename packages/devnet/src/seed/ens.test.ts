import { createPublicClient, http, namehash, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ENS } from '../contracts/addresses.js'
import { ensPublicResolverArtifact, ensRegistryArtifact, ensReverseRegistrarArtifact } from '../contracts/artifacts.js'
import { DEVNET_ENS_NAMES } from '../contracts/ens-names.js'
import { devAccounts } from '../dev-accounts.js'
import { getFreePort } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'

describe('the seeded ENS (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  })
  afterAll(() => devnet?.stop())

  const client = () => createPublicClient({ transport: http(devnet.rpcUrl) })
  const registry = (functionName: 'owner' | 'resolver', node: `0x${string}`) =>
    client().readContract({ address: DEVNET_ENS.registry, abi: ensRegistryArtifact.abi, functionName, args: [node] })
  const resolverAt = (address: Address) => ({ address, abi: ensPublicResolverArtifact.abi })
  const reverseNode = (address: Address) => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)

  it('names dev accounts #0 and #1, their own names, with an avatar', async () => {
    expect(DEVNET_ENS_NAMES.map((n) => n.address)).toEqual(devAccounts(2).map((a) => a.address))
    for (const entry of DEVNET_ENS_NAMES) {
      const node = namehash(entry.name)
      expect(await registry('owner', node)).toBe(entry.address)
      const resolver = await registry('resolver', node)
      expect(resolver).toBe(DEVNET_ENS.resolver)
      const read = client().readContract
      expect(await read({ ...resolverAt(resolver), functionName: 'addr', args: [node] })).toBe(entry.address)
      const avatar = await read({ ...resolverAt(resolver), functionName: 'text', args: [node, 'avatar'] })
      expect(avatar).toBe(entry.avatar)
      const response = await fetch(avatar)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toMatch(/^<svg .*<\/svg>$/)
    }
  })

  it('resolves each address back to its name (EIP-181), from the reverse registrar’s own node', async () => {
    for (const entry of DEVNET_ENS_NAMES) {
      const node = reverseNode(entry.address)
      expect(
        await client().readContract({
          address: DEVNET_ENS.reverseRegistrar,
          abi: ensReverseRegistrarArtifact.abi,
          functionName: 'node',
          args: [entry.address],
        }),
      ).toBe(node)
      const resolver = await registry('resolver', node)
      expect(await client().readContract({ ...resolverAt(resolver), functionName: 'name', args: [node] })).toBe(
        entry.name,
      )
    }
    // An account the seed did not name has no reverse record at all.
    expect(await registry('resolver', reverseNode(devnet.accounts[5]!))).toBe(
      '0x0000000000000000000000000000000000000000',
    )
  })

  it('lets only a node’s owner change its records', async () => {
    const [alice] = DEVNET_ENS_NAMES
    await expect(
      client().simulateContract({
        account: devnet.accounts[3]!,
        ...resolverAt(DEVNET_ENS.resolver),
        functionName: 'setAddr',
        args: [namehash(alice!.name), devnet.accounts[3]!],
      }),
    ).rejects.toThrow(/NotAuthorized/)
    await expect(
      client().simulateContract({
        account: devnet.accounts[3]!,
        address: DEVNET_ENS.registry,
        abi: ensRegistryArtifact.abi,
        functionName: 'setOwner',
        args: [namehash(alice!.name), devnet.accounts[3]!],
      }),
    ).rejects.toThrow(/NotNodeOwner/)
  })
})
