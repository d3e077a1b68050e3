import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../test/memory-storage.js'
import { CHAIN, useSolanaWalletHarness } from '../test/solana-wallet-harness.js'

describe('createDevSolanaWallet: connection (standard:connect, disconnect, events)', () => {
  const t = useSolanaWalletHarness()

  it('connects after approval with the address of devSolanaSecret(0)', async () => {
    const wallet = t.makeWallet()
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts).toHaveLength(1)
    const [account] = accounts
    expect(account!.address).toBe(t.ACCOUNT_0)
    expect(account!.publicKey).toHaveLength(32)
    expect(account!.chains).toEqual([CHAIN])
    expect(account!.features).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signIn',
    ])
    expect(wallet.accounts).toEqual(accounts)
    expect(wallet.accounts[0]).toBe(account) // same object across reads
    expect(t.asked).toEqual([
      {
        id: 1,
        kind: 'solana_connect',
        namespace: 'solana',
        origin: 'http://127.0.0.1:5173',
        account: t.ACCOUNT_0,
        accountIndex: 0,
        chain: CHAIN,
      },
    ])
    expect(changes).toEqual([{ accounts }])
  })

  it('asks once for concurrent connects and not again when connected', async () => {
    const wallet = t.makeWallet()
    const connect = wallet.features['standard:connect'].connect
    const [a, b] = await Promise.all([connect(), connect()])
    expect(a.accounts).toEqual(b.accounts)
    await connect()
    expect(t.asked).toHaveLength(1)
  })

  it('rejects with a 4001 WalletConnectionError when the person says no', async () => {
    t.answer = false
    const wallet = t.makeWallet()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      name: 'WalletConnectionError',
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.accounts).toEqual([])
  })

  it('silent connect never asks: no accounts until authorized, the account once remembered', async () => {
    const storage = memoryStorage()
    const first = t.makeWallet({ storage })
    expect((await first.features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    expect(t.asked).toHaveLength(0)
    await first.features['standard:connect'].connect()
    first.devWallet.switchAccount(1)
    // A reload: a new wallet over the same storage reconnects silently, with the account the person chose.
    t.asked = []
    const reloaded = t.makeWallet({ storage })
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((a) => a.address)).toEqual([t.ACCOUNT_1])
    expect(t.asked).toHaveLength(0)
    await reloaded.features['standard:disconnect'].disconnect()
    expect((await t.makeWallet({ storage }).features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
  })

  it('switchAccount and disconnect emit change; off() stops the events', async () => {
    const wallet = await t.connected()
    const changes: StandardEventsChangeProperties[] = []
    const off = wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    wallet.devWallet.switchAccount(1)
    expect(wallet.devWallet.address).toBe(t.ACCOUNT_1)
    expect(changes.at(-1)!.accounts!.map((a) => a.address)).toEqual([t.ACCOUNT_1])
    wallet.devWallet.disconnect()
    expect(changes.at(-1)).toEqual({ accounts: [] })
    expect(wallet.devWallet.connected).toBe(false)
    off()
    wallet.devWallet.switchAccount(0)
    await wallet.features['standard:connect'].connect()
    expect(changes).toHaveLength(2)
    expect(() => wallet.devWallet.switchAccount(-1)).toThrow(RangeError)
  })
})
