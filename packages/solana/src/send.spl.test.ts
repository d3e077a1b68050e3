// SPL sends (Token and Token-2022) and every SPL send check's text (send.ts) against the Foyer Solana devnet with real
// dev accounts.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ChainDefinition, TokenInfo } from '@foyer/core'
import { FoyerError, UserRejectedError } from '@foyer/core'
import { devSolanaSecret } from '@foyer/dev-wallet'
import { SYSTEM_PROGRAM_ID, TOKEN_2022_PROGRAM_ID } from './constants.js'
import { createTestMint } from './test/create-test-mint.js'
import { failure, freshAddress, useDevnetHarness } from './test/devnet-harness.js'

const { env, connected, fdol, settled } = useDevnetHarness()
let devnet: typeof env.devnet
let network: ChainDefinition
let FDOL: TokenInfo
beforeAll(() => ({ devnet, network, FDOL } = env))

describe('SPL send', () => {
  it("sends 2.5 FDOL to #3, creating #3's associated token account; balances change on chain", async () => {
    const { adapter, from } = await connected(0)
    const to = devnet.accounts[3]!
    expect(await fdol(adapter, to)).toBeUndefined()
    const before = BigInt((await fdol(adapter, from))!)
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '2.5', token: FDOL })
    expect(await settled(adapter, id)).toBe('confirmed')
    expect(await fdol(adapter, to)).toBe('2500000')
    expect(BigInt((await fdol(adapter, from))!)).toBe(before - 2_500_000n)
    // The recipient's account exists now: a second send just transfers.
    const second = await adapter.sendToken({ address: from, network, to, amount: '0.5', token: FDOL })
    expect(await settled(adapter, second.id)).toBe('confirmed')
    expect(await fdol(adapter, to)).toBe('3000000')
  })

  it("'Sender does not have a token account for this mint' (#4 has none)", async () => {
    const { adapter, from } = await connected(4)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1', token: FDOL }),
    )
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Sender does not have a token account for this mint')
  })

  it("'Insufficient token balance' above the sender's 1,000 FDOL", async () => {
    const { adapter, from } = await connected(2)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1000.000001', token: FDOL }),
    )
    expect(error.message).toBe('Insufficient token balance')
  })

  it("'Mint account not found' for a random address", async () => {
    const { adapter, from } = await connected(2)
    const mint = await freshAddress()
    const error = await failure(
      adapter.sendToken({
        address: from,
        network,
        to: devnet.accounts[0]!,
        amount: '1',
        token: { ...FDOL, address: mint },
      }),
    )
    expect(error.message).toBe('Mint account not found')
  })

  it("'Unknown mint owner program' for the System program and for a wallet account", async () => {
    const { adapter, from } = await connected(2)
    for (const mint of [SYSTEM_PROGRAM_ID, devnet.accounts[1]!]) {
      const error = await failure(
        adapter.sendToken({
          address: from,
          network,
          to: devnet.accounts[0]!,
          amount: '1',
          token: { ...FDOL, address: mint },
        }),
      )
      expect(error.message).toBe('Unknown mint owner program')
    }
  })

  it("'Amount must be greater than 0' for 0 and negative amounts", async () => {
    const { adapter, from } = await connected(2)
    for (const amount of ['0', '-5'])
      expect(
        (await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount, token: FDOL })))
          .message,
      ).toBe('Amount must be greater than 0')
  })

  it("'Failed to create SPL token transaction: <reason>' for more decimals than the mint has", async () => {
    const { adapter, from } = await connected(2)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1.0000001', token: FDOL }),
    )
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe(
      "Failed to create SPL token transaction: amount 1.0000001 has more decimal places than the token's 6",
    )
  })

  it('a refusal in the wallet is UserRejectedError', async () => {
    const { adapter, from } = await connected(2, { approve: (kind) => kind === 'connect' })
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1', token: FDOL }),
    )
    expect(error).toBeInstanceOf(UserRejectedError)
  })
})

describe('Token-2022', () => {
  it('a Token-2022 mint is listed and sent like a Token one (recipient account created under Token-2022)', async () => {
    const holder = devnet.accounts[1]!
    const mint = await createTestMint({
      rpcUrl: devnet.rpcUrl,
      payerSecret: devSolanaSecret(0),
      tokenProgram: TOKEN_2022_PROGRAM_ID,
      decimals: 2,
      holder,
      amount: 10_000n,
    })
    const { adapter, from } = await connected(1)
    expect(from).toBe(holder)
    const balances = await adapter.getTokenBalances({ address: holder, network })
    const token = balances.find((b) => b.token.address === mint)
    expect(token).toMatchObject({ value: '10000', decimals: 2, formatted: '100' })
    const to = await freshAddress()
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '12.34', token: token!.token })
    expect(await settled(adapter, id)).toBe('confirmed')
    const [received] = await adapter.getTokenBalances({ address: to, network })
    expect(received).toMatchObject({ value: '1234', formatted: '12.34', token: { address: mint } })
    const tooPrecise = await failure(
      adapter.sendToken({ address: from, network, to, amount: '0.001', token: token!.token }),
    )
    expect(tooPrecise.message).toBe(
      "Failed to create SPL token transaction: amount 0.001 has more decimal places than the token's 2",
    )
  })
})
