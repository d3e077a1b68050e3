// @vitest-environment jsdom
// The EVM adapter's sign-in parts (siwxVerifier, isSmartAccount) as the client sees them, against a real anvil.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage, formatSiweMessage, type AdapterContext, type SIWXSession } from '@foyer/core'
import type { Address } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { startAnvil, type Anvil } from '../test/anvil.js'
import { anvilNetwork } from '../test/anvil-network.js'
import { DEV_MNEMONIC } from '../test/local-account-provider.js'
import { ownedAccountDeployer } from '../test/owned-account.js'

let anvil: Anvil
let smartAccount: Address
const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')

beforeAll(async () => {
  anvil = await startAnvil(31337)
  smartAccount = await ownedAccountDeployer({
    rpcUrl: anvil.rpcUrl,
    deployer: mnemonicToAccount(DEV_MNEMONIC),
  }).deployAccount(owner.address)
})
afterAll(async () => {
  await anvil?.stop()
})

const context = (): AdapterContext => {
  const ignore = () => {}
  return {
    networks: [anvilNetwork(anvil)],
    storage: createMemoryStorage(),
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: ignore, warn: ignore, info: ignore, debug: ignore },
    setConnectors: ignore,
    onAccountsChanged: ignore,
    onChainChanged: ignore,
    onDisconnect: ignore,
  }
}

const session = async (address: Address): Promise<SIWXSession> => {
  const issuedAt = new Date().toISOString()
  const data = {
    accountAddress: address,
    chainId: 'eip155:31337' as const,
    domain: 'localhost',
    uri: 'http://localhost/',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt,
  }
  const message = formatSiweMessage({
    domain: 'localhost',
    address,
    uri: 'http://localhost/',
    version: '1',
    chainId: 31337,
    nonce: 'abcdefgh1234',
    issuedAt,
  })
  return { data, message, signature: await owner.signMessage({ message }) }
}

describe('createEvmAdapter: sign-in', () => {
  it('has an eip155 siwxVerifier that checks smart accounts on the networks it was set up with', async () => {
    const adapter = createEvmAdapter()
    expect(adapter.siwxVerifier.chainNamespace).toBe('eip155')
    const eoa = await session(owner.address)
    const smart = await session(smartAccount)
    // Before setup it knows no RPC: EOAs verify, a contract account cannot.
    expect(await adapter.siwxVerifier.verify(eoa)).toBe(true)
    expect(await adapter.siwxVerifier.verify(smart)).toBe(false)
    await adapter.setup(context())
    expect(await adapter.siwxVerifier.verify(smart)).toBe(true)
    adapter.destroy()
  })

  it('tells a smart account from an EOA', async () => {
    const adapter = createEvmAdapter()
    expect(await adapter.isSmartAccount({ address: smartAccount, network: anvilNetwork(anvil) })).toBe(true)
    expect(await adapter.isSmartAccount({ address: owner.address, network: anvilNetwork(anvil) })).toBe(false)
  })
})
