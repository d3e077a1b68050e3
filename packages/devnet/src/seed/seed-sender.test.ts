import { createPublicClient, http, type Address } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerTokenArtifact } from '../contracts/artifacts.js'
import { devAccounts } from '../dev-accounts.js'
import { getFreePort } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'
import { SEED_GAS, SeedSender } from './seed-sender.js'

describe('SeedSender (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false })
  })
  afterAll(() => devnet?.stop())

  const [owner, other] = devAccounts(8).slice(6) as [
    ReturnType<typeof devAccounts>[number],
    ReturnType<typeof devAccounts>[number],
  ]
  const chain = () => ({ ...foundry, rpcUrls: { default: { http: [devnet.rpcUrl] } } })

  it('sends with consecutive nonces, each seeing the one before, and counts per sender', async () => {
    const sender = new SeedSender(devnet.rpcUrl, chain())
    await sender.track([owner, other])
    await sender.deploy(owner, foyerTokenArtifact, ['Test', 'TST', 6], 'deploy TST')
    const [deployed] = await sender.confirmAll()
    const token = { address: deployed!.contractAddress as Address, abi: foyerTokenArtifact.abi }
    await sender.call(owner, token, 'mint', [other.address, 5n], { label: 'mint' })
    await sender.call(other, token, 'transfer', [owner.address, 2n], { label: 'transfer back' })
    await sender.send(other, { to: owner.address, value: 1n, gas: SEED_GAS.transfer, label: 'send wei' })
    expect((await sender.confirmAll()).map((r) => r.status)).toEqual(['success', 'success', 'success'])
    expect([sender.sentBy(owner.address), sender.sentBy(other.address)]).toEqual([2, 2])
    // An account it does not track cannot send: its nonce would be a guess.
    expect(() => sender.send(devAccounts(1)[0]!, { to: owner.address, gas: SEED_GAS.transfer, label: 'x' })).toThrow(
      /track/,
    )
    const client = createPublicClient({ transport: http(devnet.rpcUrl) })
    expect(await client.readContract({ ...token, functionName: 'balanceOf', args: [other.address] })).toBe(3n)
  })

  it('lands a transaction that reverts, and says which step did when it was not meant to', async () => {
    const sender = new SeedSender(devnet.rpcUrl, chain())
    await sender.track([owner, other])
    await sender.deploy(owner, foyerTokenArtifact, ['Test', 'TST', 6], 'deploy TST')
    const [deployed] = await sender.confirmAll()
    const token = { address: deployed!.contractAddress as Address, abi: foyerTokenArtifact.abi }
    await sender.call(other, token, 'transfer', [owner.address, 1n], { label: 'overspend', expectRevert: true })
    expect((await sender.confirmAll()).map((r) => r.status)).toEqual(['reverted'])
    await sender.call(other, token, 'transfer', [owner.address, 1n], { label: 'overspend again' })
    await expect(sender.confirmAll()).rejects.toThrow(
      /seeding failed at "overspend again" \(tx 0x[0-9a-f]{64} reverted\)/,
    )
    await sender.call(owner, token, 'mint', [other.address, 1n], { label: 'mint', expectRevert: true })
    await expect(sender.confirmAll()).rejects.toThrow(/"mint" .*succeeded but should revert/)
  })
})
