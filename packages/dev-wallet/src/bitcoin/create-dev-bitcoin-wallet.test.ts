import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { useRecordedApprovals } from '../test/recorded-approvals.js'
import { verifyBip322Simple } from './bip322.js'
import { createDevBitcoinWallet } from './create-dev-bitcoin-wallet.js'
import { devBitcoinKeys } from './keys.js'
import type { BitcoinPendingRequest, CreateDevBitcoinWalletOptions } from './types.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('createDevBitcoinWallet', () => {
  const t = useRecordedApprovals<BitcoinPendingRequest>()
  const makeWallet = (overrides: Partial<CreateDevBitcoinWalletOptions> = {}) =>
    createDevBitcoinWallet({ origin: 'http://127.0.0.1:5173', approve: t.approve, ...overrides })

  it('bitcoin:connect asks once and returns the payment (BIP-84) and ordinals (BIP-86) accounts in the order asked', async () => {
    const wallet = makeWallet()
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['ordinals', 'payment'] })
    expect(t.asked).toEqual([
      expect.objectContaining({
        kind: 'bitcoin_connect',
        namespace: 'bitcoin',
        purposes: ['ordinals', 'payment'],
        chain: 'bitcoin:regtest',
        origin: 'http://127.0.0.1:5173',
        account: devBitcoinKeys(0).address,
      }),
    ])
    const [ordinals, payment] = accounts as [WalletAccount, WalletAccount]
    expect(payment.address).toBe(devBitcoinKeys(0, 'payment').address)
    expect(payment.address).toMatch(/^bcrt1q/)
    expect(payment.publicKey).toHaveLength(33)
    expect(ordinals.address).toBe(devBitcoinKeys(0, 'ordinals').address)
    expect(ordinals.address).toMatch(/^bcrt1p/)
    expect(ordinals.publicKey).toHaveLength(32)
    expect(payment.chains).toEqual(['bitcoin:regtest'])
    expect(payment.features).toEqual(['bitcoin:signMessage', 'bitcoin:signTransaction'])
    // Already allowed: no second prompt, and wallet.accounts lists payment first.
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(t.asked).toHaveLength(1)
    expect(wallet.accounts).toEqual([payment, ordinals])
  })

  it('a rejected connect is a 4001 the adapter reads as the person saying no; bad purposes are -32602', async () => {
    const wallet = makeWallet()
    t.answer = false
    await expect(wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toMatchObject({
      code: 4001,
      name: 'WalletConnectionError',
      message: 'User rejected the request.',
    })
    expect(wallet.accounts).toEqual([])
    await expect(
      wallet.features['bitcoin:connect'].connect({ purposes: ['savings' as 'payment'] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('bitcoin:signMessage gives a BIP-322 simple signature for either account, after the person approves', async () => {
    const wallet = makeWallet()
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    t.asked = []
    const message = utf8('Sign in to 127.0.0.1:5173')
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: accounts[0]!, message },
      { account: accounts[1]!, message },
    )
    expect(t.asked.map((request) => request.kind)).toEqual(['bitcoin_signMessage', 'bitcoin_signMessage'])
    expect(outputs[0]!.signedMessage).toEqual(message)
    expect(verifyBip322Simple(devBitcoinKeys(0).script, message, outputs[0]!.signature)).toBe(true)
    expect(verifyBip322Simple(devBitcoinKeys(0, 'ordinals').script, message, outputs[1]!.signature)).toBe(true)
    expect(verifyBip322Simple(devBitcoinKeys(0).script, utf8('another'), outputs[0]!.signature)).toBe(false)

    t.answer = false
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: accounts[0]!, message }),
    ).rejects.toMatchObject({ code: 4001, name: 'WalletSignMessageError' })
    const stranger = { ...accounts[0]!, address: devBitcoinKeys(1).address }
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('switching account or network and disconnecting tell the app through change events', async () => {
    const wallet = makeWallet()
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const events: unknown[] = []
    wallet.features['standard:events'].on('change', (properties) => events.push(properties))
    wallet.devWallet.switchAccount(1)
    expect(wallet.accounts.map((account) => account.address)).toEqual([devBitcoinKeys(1).address])
    wallet.devWallet.switchChain('bitcoin:testnet')
    expect(wallet.accounts[0]!.address).toBe(devBitcoinKeys(1, 'payment', 'bitcoin:testnet').address)
    expect(wallet.accounts[0]!.address).toMatch(/^tb1q/)
    expect(wallet.accounts[0]!.chains).toEqual(['bitcoin:testnet'])
    await wallet.features['standard:disconnect'].disconnect()
    expect(events).toEqual([
      { accounts: [expect.objectContaining({ address: devBitcoinKeys(1).address })] },
      { accounts: [expect.objectContaining({ address: wallet.devWallet.address })], chains: ['bitcoin:testnet'] },
      { accounts: [] },
    ])
    expect(devBitcoinKeys(0, 'payment', 'bitcoin:mainnet').address).toBe('bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te')
  })

  it('remembers the connection for a silent reconnect after a reload', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    const first = makeWallet({ storage })
    await first.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const reloaded = makeWallet({ storage })
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([
      devBitcoinKeys(0).address,
      devBitcoinKeys(0, 'ordinals').address,
    ])
    expect(t.asked).toHaveLength(1)
  })
})
