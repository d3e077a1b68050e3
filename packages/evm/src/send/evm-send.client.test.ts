// @vitest-environment jsdom
// Send on EVM inside a real @foyer/core client, as the Send view drives it: the token picker's balances, recipient
// validation, client.send, and the send store followed from pending to confirmed by core's 1 s status poll.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, createMemoryStorage, type FoyerClient } from '@foyer/core'
import { parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { ICON } from '../test/adapter-harness.js'
import { announceProvider, createTestWalletProvider, type TestWalletProvider } from '../test/local-account-provider.js'
import { FOY, FUSD, useSeededDevnet } from './test/seeded-devnet.js'

const devnet = useSeededDevnet()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function connectedClient(account: number): Promise<{ foyer: FoyerClient; wallet: TestWalletProvider }> {
  const wallet = createTestWalletProvider({
    chains: [{ id: devnet.anvil.chainId, rpcUrl: devnet.anvil.rpcUrl }],
    accounts: 10,
  })
  wallet.selectAccount(account)
  const rdns = 'dev.foyer.sendwallet'
  cleanups.push(announceProvider(window, { uuid: crypto.randomUUID(), name: 'Send Wallet', icon: ICON, rdns }, wallet))
  const foyer = createFoyerClient({
    networks: [devnet.network],
    adapters: [createEvmAdapter({ tokens: { [devnet.anvil.chainId]: [FUSD, FOY] } })],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => foyer.destroy())
  await foyer.start()
  await vi.waitFor(() => expect(foyer.stores.connectors.getState().connectors.map((c) => c.id)).toContain(rdns))
  await foyer.connect(rdns)
  return { foyer, wallet }
}

describe('Send on EVM through the Foyer client', () => {
  it('lists the held tokens, validates the recipient, sends FUSD and follows it to confirmed', async () => {
    const { foyer } = await connectedClient(2)
    expect((await foyer.getTokenBalances('eip155')).map((t) => [t.symbol, t.formatted])).toEqual([
      ['FUSD', '10000'],
      ['FOY', '1000'],
    ])
    const to: Address = privateKeyToAddress(generatePrivateKey())
    expect(foyer.isValidAddress(to, 'eip155')).toBe(true)
    expect(foyer.isValidAddress(to.toLowerCase(), 'eip155')).toBe(true)
    expect(foyer.isValidAddress('not-an-address', 'eip155')).toBe(false)

    const { id } = await foyer.send({ to, amount: '7.5', token: FUSD, namespace: 'eip155' })
    expect(foyer.stores.send.getState()).toMatchObject({ id })
    await vi.waitFor(() => expect(foyer.stores.send.getState().status).toBe('confirmed'), { timeout: 10_000 })
    expect(await devnet.tokenBalance(FUSD, to)).toBe(7_500_000n)
  })

  it('an ether send settles as confirmed; a bad amount fails in the store with its text and reaches no wallet', async () => {
    const { foyer, wallet } = await connectedClient(5)
    const to: Address = privateKeyToAddress(generatePrivateKey())
    await foyer.send({ to, amount: '0.25', namespace: 'eip155' })
    await vi.waitFor(() => expect(foyer.stores.send.getState().status).toBe('confirmed'), { timeout: 10_000 })
    expect(await devnet.eth(to)).toBe(parseEther('0.25'))

    await expect(foyer.send({ to, amount: '0', namespace: 'eip155' })).rejects.toThrow('Amount must be greater than 0')
    expect(foyer.stores.send.getState()).toMatchObject({ status: 'failed', error: 'Amount must be greater than 0' })
    expect(wallet.calls.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1)
  })
})
