// solana:signIn of the real Foyer Dev Wallet (it writes and signs the text with the dev account's ed25519 key); where a
// wallet must misbehave, the dev wallet's own signIn is called with other input than Foyer gave, and the name says so.
import type { SIWXMessageData } from '@foyer/core'
import { UserRejectedError } from '@foyer/core'
import { createDevSolanaWallet, type DevSolanaWallet } from '@foyer/dev-wallet'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import { describe, expect, it } from 'vitest'
import { createSolanaSiwxVerifier } from './createSolanaSiwxVerifier.js'
import { formatSiwsMessageFromSiwx } from './formatSiwsMessageFromSiwx.js'
import { SiwsSignInError, signInWithWallet } from './signInWithWallet.js'
import { rejectionOf } from '../test/rejection-of.js'

const LOCAL = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'

function devWallet(options: { approve?: boolean; accountIndex?: number } = {}): DevSolanaWallet {
  return createDevSolanaWallet({
    rpcUrl: 'http://127.0.0.1:1',
    chains: [LOCAL],
    accountIndex: options.accountIndex ?? 0,
    approve: async () => options.approve ?? true,
    origin: 'http://localhost:5173',
  })
}

function dataFor(wallet: DevSolanaWallet): SIWXMessageData {
  const issued = new Date()
  return {
    accountAddress: wallet.devWallet.address,
    chainId: LOCAL,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    nonce: 'Ab12Cd34Ef',
    statement: 'Sign in to the Foyer demo',
    issuedAt: issued.toISOString(),
    expirationTime: new Date(issued.getTime() + 3_600_000).toISOString(),
  }
}

describe('signInWithWallet', () => {
  it("returns the dev wallet's signed text, a base58 signature and the fields, which the verifier accepts", async () => {
    const wallet = devWallet()
    const data = dataFor(wallet)
    const result = await signInWithWallet({ signIn: wallet.features['solana:signIn'].signIn, data })
    // The wallet wrote exactly the text Foyer would have: same fields, same Chain ID rule.
    expect(result.message).toBe(formatSiwsMessageFromSiwx(data))
    expect(result.message).toContain('\nChain ID: 3m18fFd2hPJkop2aCRdB3LS47DSuWbBx\n')
    expect(result.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(result.data).toEqual(data)
    expect(await createSolanaSiwxVerifier().verify(result)).toBe(true)
  })

  it("turns the person's refusal into core's UserRejectedError", async () => {
    const wallet = devWallet({ approve: false })
    const error = await rejectionOf(
      signInWithWallet({ signIn: wallet.features['solana:signIn'].signIn, data: dataFor(wallet) }),
    )
    expect(error).toBeInstanceOf(UserRejectedError)
  })

  it('keeps fields the wallet added and still returns the CAIP-2 chain id', async () => {
    const wallet = devWallet()
    const addsRequestId = (...inputs: readonly SolanaSignInInput[]) =>
      wallet.features['solana:signIn'].signIn(...inputs.map((input) => ({ ...input, requestId: 'wallet-7' })))
    const data = dataFor(wallet)
    const result = await signInWithWallet({ signIn: addsRequestId, data })
    expect(result.data).toEqual({ ...data, requestId: 'wallet-7' })
    expect(result.message).toContain('\nRequest ID: wallet-7')
    expect(await createSolanaSiwxVerifier().verify(result)).toBe(true)
  })

  it.each<[string, Partial<SolanaSignInInput>, RegExp]>([
    ['the domain', { domain: 'evil.example' }, /changed the sign-in message's domain/],
    ['the nonce', { nonce: 'Zz99Zz99Zz' }, /changed the sign-in message's nonce/],
    ['the statement', { statement: 'Something else' }, /changed the sign-in message's statement/],
    ['the expiry', { expirationTime: '2099-01-01T00:00:00.000Z' }, /changed the sign-in message's expirationTime/],
    ['the resources', { resources: ['https://evil.example/'] }, /changed the sign-in message's resources/],
    ['the chain', { chainId: 'mainnet' }, /signed in on chain mainnet/],
  ])('rejects a wallet that rewrites %s', async (_name, rewrite, text) => {
    const wallet = devWallet()
    const rewritingWallet = (...inputs: readonly SolanaSignInInput[]) =>
      wallet.features['solana:signIn'].signIn(...inputs.map((input) => ({ ...input, ...rewrite })))
    const error = await rejectionOf(signInWithWallet({ signIn: rewritingWallet, data: dataFor(wallet) }))
    expect(error).toBeInstanceOf(SiwsSignInError)
    expect(error.message).toMatch(text)
  })

  it('rejects a wallet that signs in with another account', async () => {
    const asked = devWallet()
    const other = devWallet({ accountIndex: 1 })
    const otherAccountWallet = (...inputs: readonly SolanaSignInInput[]) =>
      other.features['solana:signIn'].signIn(...inputs.map((input) => ({ ...input, address: undefined })))
    const error = await rejectionOf(signInWithWallet({ signIn: otherAccountWallet, data: dataFor(asked) }))
    expect(error).toBeInstanceOf(SiwsSignInError)
    expect(error.message).toMatch(/changed the sign-in message's address/)
  })

  it("rejects a signature that is not the account's", async () => {
    const wallet = devWallet()
    const other = devWallet({ accountIndex: 1 })
    const wrongKeyWallet = async (...inputs: readonly SolanaSignInInput[]) => {
      const [mine] = await wallet.features['solana:signIn'].signIn(...inputs)
      const [theirs] = await other.features['solana:signIn'].signIn(
        ...inputs.map((input) => ({ ...input, address: undefined })),
      )
      return [{ ...mine!, signature: theirs!.signature }]
    }
    const error = await rejectionOf(signInWithWallet({ signIn: wrongKeyWallet, data: dataFor(wallet) }))
    expect(error).toBeInstanceOf(SiwsSignInError)
    expect(error.message).toMatch(/signature does not verify/)
  })

  it('rejects invalid data before asking the wallet', async () => {
    const wallet = devWallet()
    let asked = 0
    const countingWallet = (...inputs: readonly SolanaSignInInput[]) => {
      asked++
      return wallet.features['solana:signIn'].signIn(...inputs)
    }
    await expect(
      signInWithWallet({ signIn: countingWallet, data: { ...dataFor(wallet), nonce: 'short' } }),
    ).rejects.toThrow(/nonce/)
    expect(asked).toBe(0)
  })
})
