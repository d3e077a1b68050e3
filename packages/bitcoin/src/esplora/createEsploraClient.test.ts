// The Esplora client against the devnet's Esplora API: balances confirmed and unconfirmed, UTXOs, fee estimates,
// a transfer prepared from real UTXOs, signed with a test key, broadcast and followed to confirmation, and the
// chain's refusals (a bad signature, a double spend) passed on with its reason.
import { RawWitness, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BitcoinDevnet } from '@foyer/devnet'
import { BITCOIN_REFERENCES, networkInfoOf, REGTEST_PARAMS } from '../networks.js'
import { faucet, startTestBitcoinDevnet } from '../test/bitcoin-devnet.js'
import { paymentOf } from '../test/bip322-signer.js'
import { finalizeSignedPsbt, prepareTransfer } from '../transfer/prepareTransfer.js'
import { NOT_ENOUGH_BTC } from '../transfer/planTransfer.js'
import { createEsploraClient, EsploraError, type EsploraClient } from './createEsploraClient.js'
import { FEE_TARGETS, feeRateFor } from './feeRate.js'

const regtest = networkInfoOf(BITCOIN_REFERENCES.regtest)!
const alice = new Uint8Array(32).fill(0x51)
const bob = new Uint8Array(32).fill(0x52)
const aliceAddress = paymentOf(alice, 'wpkh', REGTEST_PARAMS).address!
const bobAddress = paymentOf(bob, 'tr', REGTEST_PARAMS).address!

let devnet: BitcoinDevnet
let api: EsploraClient

beforeAll(async () => {
  devnet = await startTestBitcoinDevnet()
  api = createEsploraClient(`${devnet.esploraUrl}/`)
})
afterAll(async () => {
  await devnet?.stop()
})

/** Prepares, signs with `key` (btc-signer) and finalizes a transfer from `from`: the raw transaction's hex. */
async function signedTransfer(key: Uint8Array, from: string, to: string, amount: string) {
  const prepared = await prepareTransfer({ from: { address: from }, to, amount, network: regtest, api, feeRate: 2 })
  const tx = Transaction.fromPSBT(prepared.psbt)
  tx.sign(key)
  return { prepared, hex: finalizeSignedPsbt(tx.toPSBT(), prepared.transaction) }
}

describe('createEsploraClient on the devnet', () => {
  it('reads balances confirmed and unconfirmed, and the UTXOs, before and after a block', async () => {
    expect(await api.getBalance(aliceAddress)).toEqual({ confirmed: 0n, unconfirmed: 0n })
    const txid = await faucet(devnet, aliceAddress, 30_000_000)
    expect(await api.getBalance(aliceAddress)).toEqual({ confirmed: 0n, unconfirmed: 30_000_000n })
    expect(await api.getUtxos(aliceAddress)).toEqual([{ txid, vout: 0, value: 30_000_000n, confirmed: false }])
    expect(await api.getTransactionStatus(txid)).toEqual({ confirmed: false })
    devnet.mine(1)
    expect(await api.getBalance(aliceAddress)).toEqual({ confirmed: 30_000_000n, unconfirmed: 0n })
    expect((await api.getUtxos(aliceAddress))[0]!.confirmed).toBe(true)
    expect(await api.getTransactionStatus(txid)).toMatchObject({ confirmed: true, blockHeight: expect.any(Number) })
  })

  it('turns the fee estimates into the three speeds', async () => {
    const estimates = await api.getFeeEstimates()
    expect(feeRateFor(estimates, FEE_TARGETS.fast)).toBeGreaterThan(feeRateFor(estimates, FEE_TARGETS.normal))
    expect(feeRateFor(estimates, FEE_TARGETS.slow)).toBeGreaterThanOrEqual(1)
  })

  it('broadcasts a transfer prepared from the UTXOs, which confirms and moves the balances', async () => {
    const before = (await api.getBalance(aliceAddress)).confirmed
    const { prepared, hex } = await signedTransfer(alice, aliceAddress, bobAddress, '0.1')
    const txid = await api.broadcast(hex)
    expect(txid).toBe(Transaction.fromRaw(Uint8Array.from(Buffer.from(hex, 'hex'))).id)
    expect(await api.getTransactionStatus(txid)).toEqual({ confirmed: false })
    expect((await api.getBalance(aliceAddress)).unconfirmed).toBe(-(10_000_000n + prepared.plan.fee))
    devnet.mine(1)
    expect((await api.getTransactionStatus(txid))?.confirmed).toBe(true)
    expect(await api.getBalance(bobAddress)).toEqual({ confirmed: 10_000_000n, unconfirmed: 0n })
    expect(await api.getBalance(aliceAddress)).toEqual({
      confirmed: before - 10_000_000n - prepared.plan.fee,
      unconfirmed: 0n,
    })
    expect(await api.getTransactionHex(txid)).toBe(hex)
  })

  it('passes on the chain’s refusal of a bad signature and of a double spend', async () => {
    const { hex } = await signedTransfer(alice, aliceAddress, bobAddress, '0.01')
    // Prepared from the same UTXO list, so it spends the same coin as `hex`.
    const conflicting = await signedTransfer(
      alice,
      aliceAddress,
      paymentOf(bob, 'wpkh', REGTEST_PARAMS).address!,
      '0.02',
    )
    const tx = Transaction.fromRaw(Uint8Array.from(Buffer.from(hex, 'hex')))
    expect(Transaction.fromRaw(Uint8Array.from(Buffer.from(conflicting.hex, 'hex'))).getInput(0).txid).toEqual(
      tx.getInput(0).txid,
    )
    const witness = RawWitness.decode(RawWitness.encode(tx.getInput(0).finalScriptWitness!))
    witness[0] = witness[0]!.map((b, i) => (i === 10 ? b ^ 1 : b))
    tx.updateInput(0, { finalScriptWitness: witness }, true)
    const bad = await api.broadcast(tx.hex).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(EsploraError)
    expect((bad as EsploraError).status).toBe(400)
    expect((bad as EsploraError).message).toMatch(/sendrawtransaction RPC error/)
    await api.broadcast(hex)
    const doubleSpend = await api.broadcast(conflicting.hex).catch((e: unknown) => e)
    expect(doubleSpend).toBeInstanceOf(EsploraError)
    expect((doubleSpend as EsploraError).status).toBe(400)
  })

  it('refuses a transfer over the balance before any signature, and answers undefined for an unknown txid', async () => {
    await expect(
      prepareTransfer({
        from: { address: bobAddress },
        to: aliceAddress,
        amount: '1',
        network: regtest,
        api,
        feeRate: 1,
      }),
    ).rejects.toThrow(NOT_ENOUGH_BTC)
    expect(await api.getTransactionStatus('00'.repeat(32))).toBeUndefined()
  })
})
