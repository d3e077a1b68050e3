import { describe, expect, it } from 'vitest'
import { useSolanaWalletHarness, verify } from '../test/solana-wallet-harness.js'

describe('createDevSolanaWallet: solana:signMessage', () => {
  const t = useSolanaWalletHarness()

  it('signs a message with ed25519 after showing it, and the signature verifies', async () => {
    const wallet = await t.connected()
    const message = new TextEncoder().encode('Hello from Foyer\nNonce: 42')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account: wallet.accounts[0]!, message })
    expect(output!.signedMessage).toEqual(message)
    expect(output!.signature).toHaveLength(64)
    expect(await verify(t.ACCOUNT_0, output!.signature, message)).toBe(true)
    expect(t.asked).toMatchObject([{ kind: 'solana_signMessage', message, account: t.ACCOUNT_0 }])
  })

  it('refuses to sign for a disconnected wallet or another account, without asking', async () => {
    const wallet = t.makeWallet()
    const message = new Uint8Array([1, 2, 3])
    const account = (await t.makeWallet().features['standard:connect'].connect()).accounts[0]!
    t.asked = []
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      name: 'WalletNotConnectedError',
      code: 4100,
    })
    await wallet.features['standard:connect'].connect()
    wallet.devWallet.switchAccount(1)
    t.asked = []
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      name: 'WalletSignMessageError',
      code: 4100,
    })
    expect(t.asked).toHaveLength(0)
  })

  it('signs several inputs in order, one approval each', async () => {
    const wallet = await t.connected()
    const account = wallet.accounts[0]!
    const outputs = await wallet.features['solana:signMessage'].signMessage(
      { account, message: new Uint8Array([1]) },
      { account, message: new Uint8Array([2]) },
    )
    expect(outputs.map((o) => [...o.signedMessage])).toEqual([[1], [2]])
    expect(t.asked.map((r) => r.id)).toEqual([2, 3])
  })
})
