// @vitest-environment jsdom
// Native and ERC-20 sends through a connected wallet on a seeded devnet, confirmed on chain, and the wallet's refusal.
import { describe, expect, it } from 'vitest'
import { UserRejectedError, isUserRejection } from '@foyer/core'
import { parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { FOY, FUSD, useSeededDevnet } from './test/seeded-devnet.js'
import { useConnectedWallet } from './test/connected-wallet.js'

const devnet = useSeededDevnet()
const h = useConnectedWallet(devnet)
const fresh = (): Address => privateKeyToAddress(generatePrivateKey())
const receipt = (id: string) =>
  devnet.chain.waitForTransactionReceipt({ hash: id as `0x${string}`, pollingInterval: 20 })

describe('sendToken through the connected wallet', () => {
  it('sends 1.5 ETH: the wallet is asked once, the transfer is confirmed and the sender pays amount + gas', async () => {
    const { adapter, wallet, from } = await h.connected(5)
    const to = fresh()
    const before = await devnet.eth(from)
    const { id } = await adapter.sendToken({ address: from, network: devnet.network, to, amount: '1.5' })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.calls.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1)
    const mined = await receipt(id)
    expect(await adapter.getTransactionStatus({ id, network: devnet.network })).toBe('confirmed')
    expect(await devnet.eth(to)).toBe(parseEther('1.5'))
    expect(before - (await devnet.eth(from))).toBe(parseEther('1.5') + mined.gasUsed * mined.effectiveGasPrice)
    // The gas the adapter estimated is the gas the wallet sent with.
    expect((await devnet.chain.getTransaction({ hash: id as `0x${string}` })).gas).toBe(21_000n)
  })

  it('sends 12.345678 FUSD (6 decimals) with transfer(to, amount): tokens move, no ether does', async () => {
    const { adapter, from } = await h.connected(2)
    const to = fresh()
    const before = await devnet.tokenBalance(FUSD, from)
    const { id } = await adapter.sendToken({
      address: from,
      network: devnet.network,
      to,
      amount: '12.345678',
      token: FUSD,
    })
    expect((await receipt(id)).status).toBe('success')
    expect(await adapter.getTransactionStatus({ id, network: devnet.network })).toBe('confirmed')
    expect(await devnet.tokenBalance(FUSD, to)).toBe(12_345_678n)
    expect(before - (await devnet.tokenBalance(FUSD, from))).toBe(12_345_678n)
    expect(await devnet.eth(to)).toBe(0n)
    const tx = await devnet.chain.getTransaction({ hash: id as `0x${string}` })
    expect([tx.to, tx.value]).toEqual([FUSD.address.toLowerCase(), 0n])
  })

  it('sends FOY (18 decimals) down to its smallest unit, to a lowercase recipient', async () => {
    const { adapter, from } = await h.connected(3)
    const to = fresh()
    const { id } = await adapter.sendToken({
      address: from,
      network: devnet.network,
      to: to.toLowerCase(),
      amount: '250.000000000000000001',
      token: FOY,
    })
    expect((await receipt(id)).status).toBe('success')
    expect(await devnet.tokenBalance(FOY, to)).toBe(250n * 10n ** 18n + 1n)
  })

  it('a refusal in the wallet is UserRejectedError (core classifies it as the person’s) and nothing moves', async () => {
    const { adapter, wallet, from } = await h.connected(5)
    const to = fresh()
    const nonce = await devnet.chain.getTransactionCount({ address: from })
    wallet.scriptNext('eth_sendTransaction', { kind: 'reject' })
    const error = await adapter.sendToken({ address: from, network: devnet.network, to, amount: '1' }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(isUserRejection(error)).toBe(true)
    expect(wallet.calls).toContain('eth_sendTransaction')
    expect(await devnet.eth(to)).toBe(0n)
    expect(await devnet.chain.getTransactionCount({ address: from })).toBe(nonce)
  })
})

describe('sendToken through a WalletConnect session (walletRequest)', () => {
  it('builds the same transaction and has the session’s wallet sign and submit it; its refusal is UserRejectedError', async () => {
    // No wallet connected to the adapter: the account lives in the session's wallet.
    const adapter = await h.adapter()
    const sessionWallet = h.wallet(4)
    const [address] = (await sessionWallet.request({ method: 'eth_requestAccounts' })) as Address[]
    const asked: { method: string; params?: unknown }[] = []
    const walletRequest = (req: { method: string; params?: unknown }) => {
      asked.push(req)
      return sessionWallet.request(req)
    }
    const to = fresh()
    const { id } = await adapter.sendToken({
      address: address!,
      network: devnet.network,
      to,
      amount: '2',
      token: FUSD,
      walletRequest,
    })
    expect(asked.map((r) => r.method)).toEqual(['eth_sendTransaction'])
    expect((asked[0]!.params as Record<string, string>[])[0]).toMatchObject({
      from: address,
      to: FUSD.address,
      value: '0x0',
      chainId: `0x${devnet.anvil.chainId.toString(16)}`,
      gas: expect.stringMatching(/^0x[0-9a-f]+$/),
      maxFeePerGas: expect.stringMatching(/^0x[0-9a-f]+$/),
    })
    expect((await receipt(id)).status).toBe('success')
    expect(await devnet.tokenBalance(FUSD, to)).toBe(2_000_000n)

    sessionWallet.scriptNext('eth_sendTransaction', { kind: 'reject' })
    await expect(
      adapter.sendToken({ address: address!, network: devnet.network, to, amount: '2', token: FUSD, walletRequest }),
    ).rejects.toBeInstanceOf(UserRejectedError)
    expect(await devnet.tokenBalance(FUSD, to)).toBe(2_000_000n)
  })
})
