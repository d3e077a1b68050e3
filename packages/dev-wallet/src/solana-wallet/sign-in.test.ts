import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { describe, expect, it } from 'vitest'
import { useSolanaWalletHarness, verify } from '../test/solana-wallet-harness.js'

describe('Sign In With Solana', () => {
  const t = useSolanaWalletHarness()
  const input: SolanaSignInInput = {
    domain: '127.0.0.1:5173',
    statement: 'Sign in to the Foyer demo.',
    uri: 'http://127.0.0.1:5173/login',
    version: '1',
    chainId: 'solana:localnet',
    nonce: 'oBbLoEldZs',
    issuedAt: '2026-11-21T06:00:00.000Z',
    expirationTime: '2026-11-21T07:00:00.000Z',
    notBefore: '2026-11-21T05:59:00.000Z',
    requestId: 'req-1',
    resources: ['https://foyer.dev/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
  }

  it('builds the SIWS text, connects, and signs it', async () => {
    const wallet = t.makeWallet()
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    const [output] = await wallet.features['solana:signIn'].signIn(input)
    const text = new TextDecoder().decode(output!.signedMessage)
    expect(text).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Solana account:',
        t.ACCOUNT_0,
        '',
        'Sign in to the Foyer demo.',
        '',
        'URI: http://127.0.0.1:5173/login',
        'Version: 1',
        'Chain ID: solana:localnet',
        'Nonce: oBbLoEldZs',
        'Issued At: 2026-11-21T06:00:00.000Z',
        'Expiration Time: 2026-11-21T07:00:00.000Z',
        'Not Before: 2026-11-21T05:59:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://foyer.dev/terms',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ].join('\n'),
    )
    expect(output!.account.address).toBe(t.ACCOUNT_0)
    expect(await verify(t.ACCOUNT_0, output!.signature, output!.signedMessage)).toBe(true)
    expect(t.asked).toMatchObject([
      { kind: 'solana_signIn', message: text, signIn: { domain: '127.0.0.1:5173', address: t.ACCOUNT_0 } },
    ])
    expect(wallet.accounts).toEqual([output!.account])
    expect(changes).toEqual([{ accounts: [output!.account] }])
  })

  it('with no input: the page’s host and the wallet’s account, no other lines', async () => {
    const wallet = t.makeWallet()
    const [output] = await wallet.features['solana:signIn'].signIn({})
    expect(new TextDecoder().decode(output!.signedMessage)).toBe(
      `127.0.0.1:5173 wants you to sign in with your Solana account:\n${t.ACCOUNT_0}`,
    )
    const withStatement = await wallet.features['solana:signIn'].signIn({ statement: 'Hi', nonce: 'n1' })
    expect(new TextDecoder().decode(withStatement[0]!.signedMessage)).toBe(
      `127.0.0.1:5173 wants you to sign in with your Solana account:\n${t.ACCOUNT_0}\n\nHi\n\nNonce: n1`,
    )
  })

  it('names the chain of the message’s Chain ID in the request, when the wallet has it', async () => {
    const wallet = t.makeWallet({ chains: ['solana:mainnet', 'solana:localnet'] })
    await wallet.features['solana:signIn'].signIn(
      { chainId: 'localnet' },
      { chainId: 'solana:localnet' },
      { chainId: 'solana:elsewhere' },
      {},
    )
    expect(t.asked.map((r) => r.chain)).toEqual([
      'solana:localnet',
      'solana:localnet',
      'solana:mainnet',
      'solana:mainnet',
    ])
  })

  it('refuses another address and rejects with 4001 when declined', async () => {
    const wallet = t.makeWallet()
    await expect(wallet.features['solana:signIn'].signIn({ address: t.ACCOUNT_1 })).rejects.toMatchObject({
      code: 4100,
      name: 'WalletSignInError',
    })
    t.answer = false
    await expect(wallet.features['solana:signIn'].signIn(input)).rejects.toMatchObject({
      code: 4001,
      name: 'WalletSignInError',
    })
    expect(wallet.accounts).toEqual([])
  })
})
