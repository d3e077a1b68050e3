// SOL sends and every SOL send check's text (send.ts, sendToken.ts) against the Foyer Solana devnet with real dev
// accounts: through the connected wallet (signAndSend or sign-only) and through a WalletConnect session.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ChainDefinition, TokenInfo } from '@foyer/core'
import { FoyerError, UserRejectedError } from '@foyer/core'
import { devSolanaSecret } from '@foyer/dev-wallet'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { formatUnits } from './amount.js'
import { failure, freshAddress, useDevnetHarness } from './test/devnet-harness.js'

const { env, cleanups, makeContext, connected, lamports, settled } = useDevnetHarness()
let devnet: typeof env.devnet
let network: ChainDefinition
let rpc: typeof env.rpc
let FDOL: TokenInfo
beforeAll(() => ({ devnet, network, rpc, FDOL } = env))

describe('SOL send', () => {
  it('sends 1.5 SOL to a new account: confirmed on chain, sender pays amount + fee', async () => {
    const { adapter, from } = await connected(0)
    const to = await freshAddress()
    const before = await lamports(from)
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '1.5' })
    expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await settled(adapter, id)).toBe('confirmed')
    expect(await lamports(to)).toBe(1_500_000_000n)
    const spent = before - (await lamports(from))
    expect(spent).toBeGreaterThanOrEqual(1_500_005_000n)
    expect(spent).toBeLessThanOrEqual(1_500_015_000n)
  })

  it('through a WalletConnect session (walletRequest): no adapter wallet, the session signs and submits a legacy transfer', async () => {
    const adapter = createSolanaAdapter({ tokens: [FDOL] })
    void adapter.setup(makeContext())
    cleanups.push(() => adapter.destroy())
    const signer = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(2))
    const requests: { method: string; params?: unknown }[] = []
    // The wallet's side of solana_signAndSendTransaction, as a WalletConnect wallet answers it.
    const walletRequest = async (req: { method: string; params?: unknown }) => {
      requests.push(req)
      const { transaction } = req.params as { transaction: string }
      const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
      const signed = await partiallySignTransaction([signer.keyPair], decoded)
      return {
        signature: await rpc
          .sendTransaction(getBase64EncodedWireTransaction(signed), {
            encoding: 'base64',
            preflightCommitment: 'confirmed',
          })
          .send(),
      }
    }
    const to = await freshAddress()
    const { id } = await adapter.sendToken({ address: signer.address, network, to, amount: '0.5', walletRequest })
    expect(requests.map((r) => r.method)).toEqual(['solana_signAndSendTransaction'])
    expect(await settled(adapter, id)).toBe('confirmed')
    expect(await lamports(to)).toBe(500_000_000n)
    const refused = async () => Promise.reject(Object.assign(new Error('User rejected.'), { code: 5000 }))
    await expect(
      adapter.sendToken({ address: signer.address, network, to, amount: '0.5', walletRequest: refused }),
    ).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('a wallet with signTransaction only: the adapter submits the signed transaction itself', async () => {
    const { adapter, from } = await connected(1, { features: 'sign-only' })
    const to = devnet.accounts[2]!
    const before = await lamports(to)
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '0.25' })
    expect(await settled(adapter, id)).toBe('confirmed')
    expect((await lamports(to)) - before).toBe(250_000_000n)
  })

  it("'Not enough SOL to cover fees or rent' for an account never credited", async () => {
    const { adapter, from } = await connected(crypto.getRandomValues(new Uint8Array(32)))
    const error = await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '0.1' }))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Not enough SOL to cover fees or rent')
  })

  it("'Not enough SOL to cover this transfer' above the balance; 'fees or rent' for the whole balance (no fee left)", async () => {
    const { adapter, from } = await connected(3)
    const balance = await lamports(from)
    const above = await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1000' }))
    expect(above.message).toBe('Not enough SOL to cover this transfer')
    const whole = formatUnits(balance, 9)
    const all = await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: whole }))
    expect(all.message).toBe('Not enough SOL to cover fees or rent')
  })

  it("'Not enough SOL to cover fees or rent' when a new account would get less than the rent-exempt minimum", async () => {
    const { adapter, from } = await connected(3)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: await freshAddress(), amount: '0.000001' }),
    )
    expect(error.message).toBe('Not enough SOL to cover fees or rent')
  })

  it("'Amount must be greater than 0' for 0 and negative amounts", async () => {
    const { adapter, from } = await connected(3)
    for (const amount of ['0', '-1', '0.0'])
      expect(
        (await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount }))).message,
      ).toBe('Amount must be greater than 0')
  })

  it('a recipient that is not a Solana address and more than 9 decimals are refused before the wallet is asked', async () => {
    const { adapter, from } = await connected(3)
    const badRecipient = await failure(
      adapter.sendToken({ address: from, network, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1' }),
    )
    expect(badRecipient.name).toBe('InvalidRecipientError')
    const tooPrecise = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '0.0000000001' }),
    )
    expect(tooPrecise.message).toBe(
      "Invalid SOL amount: amount 0.0000000001 has more decimal places than the token's 9",
    )
    const splRecipient = await failure(
      adapter.sendToken({ address: from, network, to: 'nope', amount: '1', token: FDOL }),
    )
    expect(splRecipient.message).toBe('Failed to create SPL token transaction: "nope" is not a Solana address')
  })

  it("sending from an address that is not the connected account is 'Wallet not connected'", async () => {
    const { adapter } = await connected(3)
    const error = await failure(
      adapter.sendToken({ address: devnet.accounts[0]!, network, to: devnet.accounts[1]!, amount: '1' }),
    )
    expect(error.message).toBe('Wallet not connected')
  })

  it('a refusal in the wallet is UserRejectedError and nothing is sent', async () => {
    const { adapter, from } = await connected(4, { approve: (kind) => kind === 'connect' })
    const to = await freshAddress()
    const error = await failure(adapter.sendToken({ address: from, network, to, amount: '1' }))
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(await lamports(to)).toBe(0n)
  })
})
