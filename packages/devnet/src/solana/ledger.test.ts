import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { devSolanaSecret } from '@foyer/dev-wallet'
import { beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_MINT, SOLANA_DEVNET_SEED } from './constants.js'
import { SolanaLedger, TransactionRejectedError } from './ledger.js'
import { devnetTokenAccount, seedSolanaDevnet } from './seed-solana.js'

describe('SolanaLedger (seeded)', () => {
  let ledger: SolanaLedger
  let alice: KeyPairSigner
  beforeAll(async () => {
    ledger = await SolanaLedger.create()
    await seedSolanaDevnet(ledger, SOLANA_DEV_ADDRESSES as unknown as Address[])
    alice = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(0))
  })

  const transfer = async (amount: bigint, blockhash = ledger.latestBlockhash()) => {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(alice, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { ...blockhash, lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight) },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: alice, destination: SOLANA_DEV_ADDRESSES[4] as Address, amount }),
          m,
        ),
    )
    return getTransactionEncoder().encode(await signTransactionMessageWithSigners(message)) as Uint8Array
  }

  it('seeds SOL, the mint and token accounts of #0–#2 only', async () => {
    for (const address of SOLANA_DEV_ADDRESSES)
      expect(ledger.svm.getBalance(address as Address)).toBe(SOLANA_DEVNET_SEED.lamports)
    expect(ledger.decimalsOf(SOLANA_DEVNET_MINT as Address)).toBe(6)
    expect(
      ledger.tokenBalances([await devnetTokenAccount(SOLANA_DEV_ADDRESSES[2] as Address)])[0]?.uiTokenAmount
        .uiAmountString,
    ).toBe('1000')
    expect(ledger.svm.getAccount(await devnetTokenAccount(SOLANA_DEV_ADDRESSES[3] as Address)).exists).toBe(false)
    expect(ledger.signaturesFor(SOLANA_DEV_ADDRESSES[0])).toHaveLength(2) // airdrop + token account
  })

  it('lands a transfer in a new slot, with balances and fee recorded, and refuses its replay', async () => {
    const slot = ledger.slot
    const wire = await transfer(1_000_000n)
    const record = ledger.execute(wire)
    expect(record.slot).toBe(slot + 1)
    expect(record.meta.err).toBeNull()
    expect(record.meta.fee).toBe(5_000n)
    expect(record.meta.preBalances[0]! - record.meta.postBalances[0]!).toBe(1_005_000n)
    expect(ledger.record(record.signature)).toBe(record)
    expect(ledger.signaturesFor(SOLANA_DEV_ADDRESSES[4])[0]).toBe(record.signature)
    expect(() => ledger.execute(wire)).toThrow(expect.objectContaining({ err: 'AlreadyProcessed' }))
  })

  it('refuses a failing transaction in preflight with the RPC error form and logs', async () => {
    const wire = await transfer(10n ** 15n)
    let error: TransactionRejectedError | undefined
    try {
      ledger.execute(wire)
    } catch (caught) {
      error = caught as TransactionRejectedError
    }
    expect(error).toBeInstanceOf(TransactionRejectedError)
    expect(error?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(error?.logs.join('\n')).toMatch(/insufficient lamports/)
  })

  it('records a failing transaction sent with skipPreflight, fee charged', async () => {
    const before = ledger.svm.getBalance(alice.address)!
    const record = ledger.execute(await transfer(10n ** 15n), { skipPreflight: true })
    expect(record.meta.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(ledger.svm.getBalance(alice.address)).toBe(before - 5_000n)
  })

  it('accepts a blockhash a few slots old and refuses an unknown one', async () => {
    const old = ledger.latestBlockhash()
    await ledger.airdrop(SOLANA_DEV_ADDRESSES[3] as Address, 1n)
    expect(ledger.isBlockhashValid(old.blockhash)).toBe(true)
    expect(ledger.execute(await transfer(7n, old)).meta.err).toBeNull()
    const unknown = { blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi', lastValidBlockHeight: 0 } as never
    await expect(transfer(8n, unknown).then((wire) => ledger.execute(wire))).rejects.toMatchObject({
      err: 'BlockhashNotFound',
    })
  })
})
