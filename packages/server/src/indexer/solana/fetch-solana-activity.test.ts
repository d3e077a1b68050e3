import {
  getFreeSolanaPort,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_FAUCET,
  startSolanaDevnet,
  type SolanaDevnet,
} from '@foyer/devnet'
import { type Address, type KeyPairSigner, type Rpc, type Signature, type SolanaRpcApi } from '@solana/kit'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedAddress, writeTokenHolding } from '../../test/solana-token-accounts.js'
import type { IndexedTransaction, IndexedTransfer } from '../indexed-transaction.js'
import { fetchSolanaActivity, type SolanaCursor } from './fetch-solana-activity.js'
import {
  associatedTokenAccount,
  devnetRpc,
  fundedWallet,
  LAMPORTS_PER_SOL,
  send,
  sendTokens,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM_ADDRESS,
  tokenHolding,
  transferSol,
} from './test/solana-test-wallets.js'

const native = (
  address: string,
  direction: IndexedTransfer['direction'],
  amount: bigint,
  counterparty: string,
): IndexedTransfer => ({
  address,
  direction,
  counterparty,
  kind: 'native',
  asset: null,
  amount: String(amount),
  tokenId: null,
})
const token = (
  address: string,
  direction: IndexedTransfer['direction'],
  amount: bigint,
  counterparty: string,
  mint: string,
  decimals: number,
): IndexedTransfer => ({
  address,
  direction,
  counterparty,
  kind: 'fungible',
  asset: mint,
  amount: String(amount),
  tokenId: null,
  decimals,
})

describe('fetchSolanaActivity on the litesvm devnet', () => {
  let devnet: SolanaDevnet
  let rpc: Rpc<SolanaRpcApi>
  let alice: KeyPairSigner
  let bob: KeyPairSigner
  const sent: Record<string, string> = {}
  const mints = { token: '' as Address, token2022: '' as Address }
  const bobAccounts = { token: '' as Address, token2022: '' as Address }
  const rent = { token: 0n, token2022: 0n }
  let aliceSpare: Address

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
    rpc = devnetRpc(devnet)
    const a = await fundedWallet(rpc, 10n * LAMPORTS_PER_SOL)
    const b = await fundedWallet(rpc, 10n * LAMPORTS_PER_SOL)
    ;[alice, bob] = [a.signer, b.signer]
    sent.airdropAlice = a.airdrop
    sent.airdropBob = b.airdrop

    // Alice holds a Token mint (6 decimals), in her associated account and a second, empty account of her own, and a
    // Token-2022 mint (2 decimals). The spare account is written first: writing a holding rewrites its mint's supply.
    aliceSpare = fixedAddress(0xa2)
    writeTokenHolding(devnet, {
      program: TOKEN_PROGRAM_ADDRESS,
      mint: fixedAddress(0xa1),
      account: aliceSpare,
      owner: alice.address,
      decimals: 6,
      amount: 0n,
    })
    mints.token = (
      await tokenHolding(devnet, {
        program: TOKEN_PROGRAM_ADDRESS,
        mintByte: 0xa1,
        owner: alice.address,
        amount: 1_000_000n,
        decimals: 6,
      })
    ).mint
    mints.token2022 = (
      await tokenHolding(devnet, {
        program: TOKEN_2022_PROGRAM,
        mintByte: 0xb1,
        owner: alice.address,
        amount: 5_000n,
        decimals: 2,
      })
    ).mint
    bobAccounts.token = await associatedTokenAccount(bob.address, mints.token, TOKEN_PROGRAM_ADDRESS)
    bobAccounts.token2022 = await associatedTokenAccount(bob.address, mints.token2022, TOKEN_2022_PROGRAM)

    sent.solToBob = await send(rpc, alice, [transferSol(alice.address, bob.address, 1_500_000_000n)])
    sent.tokenToBob = await sendTokens(rpc, {
      from: alice,
      to: bob.address,
      mint: mints.token,
      program: TOKEN_PROGRAM_ADDRESS,
      amount: 250_000n,
      decimals: 6,
      createAccount: true,
    })
    sent.token2022ToBob = await sendTokens(rpc, {
      from: alice,
      to: bob.address,
      mint: mints.token2022,
      program: TOKEN_2022_PROGRAM,
      amount: 1_234n,
      decimals: 2,
      createAccount: true,
    })
    // The rent the associated token program moved into Bob's new accounts, as the chain charged it.
    rent.token = (await rpc.getBalance(bobAccounts.token).send()).value
    rent.token2022 = (await rpc.getBalance(bobAccounts.token2022).send()).value
    // Names Alice's token account but not Alice: only her token account's signature list has it.
    sent.tokenBack = await sendTokens(rpc, {
      from: bob,
      to: alice.address,
      mint: mints.token,
      program: TOKEN_PROGRAM_ADDRESS,
      amount: 100_000n,
      decimals: 6,
    })
    // More SOL than Alice has, sent past preflight: it lands failed, charging only the fee.
    sent.failed = await send(rpc, alice, [transferSol(alice.address, bob.address, 1_000n * LAMPORTS_PER_SOL)], {
      skipPreflight: true,
    })
    // Tokens Alice does not have, likewise: the history still says whom she tried to pay.
    sent.failedToken = await send(
      rpc,
      alice,
      [
        getTransferCheckedInstruction({
          source: await associatedTokenAccount(alice.address, mints.token, TOKEN_PROGRAM_ADDRESS),
          mint: mints.token,
          destination: bobAccounts.token,
          authority: alice,
          amount: 10n ** 12n,
          decimals: 6,
        }),
      ],
      { skipPreflight: true },
    )
    sent.selfSol = await send(rpc, alice, [transferSol(alice.address, alice.address, LAMPORTS_PER_SOL)])
    sent.selfToken = await send(rpc, alice, [
      getTransferCheckedInstruction({
        source: await associatedTokenAccount(alice.address, mints.token, TOKEN_PROGRAM_ADDRESS),
        mint: mints.token,
        destination: aliceSpare,
        authority: alice,
        amount: 10_000n,
        decimals: 6,
      }),
    ])
  })
  afterAll(() => devnet?.stop())

  /** Slot and block time of each sent transaction, as the chain reports them. */
  async function chainFacts(signature: string) {
    const [{ value }, described] = await Promise.all([
      rpc.getSignatureStatuses([signature as Signature]).send(),
      rpc.getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send(),
    ])
    return { blockNumber: String(value[0]!.slot), minedAt: Number(described!.blockTime) }
  }

  async function expected(
    items: Array<{ hash: string; from: string; to: string | null; failed?: boolean; transfers: IndexedTransfer[] }>,
  ): Promise<IndexedTransaction[]> {
    return Promise.all(
      items.map(async (item) => ({
        chainId: SOLANA_DEVNET_CAIP2,
        hash: item.hash,
        ...(await chainFacts(item.hash)),
        blockHash: null,
        index: 0,
        status: item.failed ? 'failed' : 'confirmed',
        from: item.from,
        to: item.to,
        transfers: item.transfers,
      })),
    )
  }

  const fetchAll = (address: string, until?: SolanaCursor, limit?: number) =>
    fetchSolanaActivity({ rpcUrl: devnet.rpcUrl, chainId: SOLANA_DEVNET_CAIP2, address, until, limit })

  it("gives the sender's SOL and SPL (Token and Token-2022) transfers, failed and self transfers, oldest first", async () => {
    const A = alice.address
    const B = bob.address
    const { transactions, more } = await fetchAll(A)
    expect(more).toBe(false)
    expect(transactions).toEqual(
      await expected([
        {
          hash: sent.airdropAlice!,
          from: SOLANA_DEVNET_FAUCET,
          to: A,
          transfers: [native(A, 'in', 10n * LAMPORTS_PER_SOL, SOLANA_DEVNET_FAUCET)],
        },
        { hash: sent.solToBob!, from: A, to: B, transfers: [native(A, 'out', 1_500_000_000n, B)] },
        {
          hash: sent.tokenToBob!,
          from: A,
          to: B,
          transfers: [native(A, 'out', rent.token, bobAccounts.token), token(A, 'out', 250_000n, B, mints.token, 6)],
        },
        {
          hash: sent.token2022ToBob!,
          from: A,
          to: B,
          transfers: [
            native(A, 'out', rent.token2022, bobAccounts.token2022),
            token(A, 'out', 1_234n, B, mints.token2022, 2),
          ],
        },
        { hash: sent.tokenBack!, from: B, to: A, transfers: [token(A, 'in', 100_000n, B, mints.token, 6)] },
        { hash: sent.failed!, from: A, to: B, failed: true, transfers: [] },
        { hash: sent.failedToken!, from: A, to: B, failed: true, transfers: [] },
        { hash: sent.selfSol!, from: A, to: A, transfers: [native(A, 'self', LAMPORTS_PER_SOL, A)] },
        { hash: sent.selfToken!, from: A, to: A, transfers: [token(A, 'self', 10_000n, A, mints.token, 6)] },
      ]),
    )
    // The rent is what a token account of each program costs (Token-2022's associated accounts are 170 bytes).
    expect(rent.token).toBe(await rpc.getMinimumBalanceForRentExemption(165n).send())
    expect(rent.token2022).toBe(await rpc.getMinimumBalanceForRentExemption(170n).send())
  })

  it("gives the receiver's side once, though it is listed for Bob and for his token accounts", async () => {
    const A = alice.address
    const B = bob.address
    const { transactions } = await fetchAll(B)
    expect(transactions).toEqual(
      await expected([
        {
          hash: sent.airdropBob!,
          from: SOLANA_DEVNET_FAUCET,
          to: B,
          transfers: [native(B, 'in', 10n * LAMPORTS_PER_SOL, SOLANA_DEVNET_FAUCET)],
        },
        { hash: sent.solToBob!, from: A, to: B, transfers: [native(B, 'in', 1_500_000_000n, A)] },
        { hash: sent.tokenToBob!, from: A, to: B, transfers: [token(B, 'in', 250_000n, A, mints.token, 6)] },
        {
          hash: sent.token2022ToBob!,
          from: A,
          to: B,
          transfers: [token(B, 'in', 1_234n, A, mints.token2022, 2)],
        },
        { hash: sent.tokenBack!, from: B, to: A, transfers: [token(B, 'out', 100_000n, A, mints.token, 6)] },
        // The failed token transfer names only Bob's token account, and moved nothing of his: not in his history.
        { hash: sent.failed!, from: A, to: B, failed: true, transfers: [] },
      ]),
    )
    // What the follower read matches the balances the chain ends with.
    const balance = async (account: Address) => (await rpc.getTokenAccountBalance(account).send()).value.amount
    expect(await balance(bobAccounts.token)).toBe(String(250_000n - 100_000n))
    expect(await balance(bobAccounts.token2022)).toBe('1234')
  })

  it('catches up in steps of `limit` from its cursor, and then has nothing new', async () => {
    for (const address of [alice.address, bob.address]) {
      const whole = await fetchAll(address)
      const stepped: IndexedTransaction[] = []
      let cursor: SolanaCursor | undefined
      for (let calls = 0; ; calls++) {
        expect(calls).toBeLessThan(10)
        const step = await fetchAll(address, cursor, 3)
        expect(step.transactions.length).toBeLessThanOrEqual(3)
        stepped.push(...step.transactions)
        cursor = step.cursor
        if (!step.more) break
      }
      expect(stepped).toEqual(whole.transactions)
      expect(cursor).toEqual(whole.cursor)
      expect(await fetchAll(address, cursor)).toEqual({ transactions: [], cursor, more: false })
    }
  })

  it('takes nothing twice from a token account first seen after its transactions were read through the owner', async () => {
    const { cursor } = await fetchAll(bob.address)
    const ownerOnly = { [bob.address]: cursor[bob.address]! }
    expect(Object.keys(cursor).sort()).toEqual([bob.address, bobAccounts.token, bobAccounts.token2022].sort())
    expect(await fetchAll(bob.address, ownerOnly)).toEqual({ transactions: [], cursor, more: false })
  })

  it('gives only what came after the cursor', async () => {
    const { cursor } = await fetchAll(bob.address)
    const signature = await send(rpc, alice, [transferSol(alice.address, bob.address, 42n)])
    const next = await fetchAll(bob.address, cursor)
    expect(next.transactions.map((transaction) => transaction.hash)).toEqual([signature])
    expect(next.transactions[0]!.transfers).toEqual([native(bob.address, 'in', 42n, alice.address)])
    expect(next.cursor[bob.address]).toBe(signature)
  })

  it('fails with the RPC named when the node cannot be reached', async () => {
    const port = await getFreeSolanaPort()
    await expect(
      fetchSolanaActivity({ rpcUrl: `http://127.0.0.1:${port}`, chainId: SOLANA_DEVNET_CAIP2, address: bob.address }),
    ).rejects.toThrow(`Solana RPC http://127.0.0.1:${port} failed on getTokenAccountsByOwner: fetch failed`)
  })
})
