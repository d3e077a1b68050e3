// Fee, change and dust, checked on transactions btc-signer actually signs: the estimated size is never below the
// signed one, so the fee paid is at least the chosen rate.
import { p2pkh, p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress, type BitcoinAddressType } from '../address.js'
import type { EsploraUtxo } from '../esplora/createEsploraClient.js'
import { BITCOIN_REFERENCES, networkInfoOf } from '../networks.js'
import { paymentOf, type SignableType } from '../test/bip322-signer.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'
import { BitcoinSendError, NOT_ENOUGH_BTC, NOT_ENOUGH_BTC_FOR_FEE, planTransfer } from './planTransfer.js'
import { DUST_LIMIT } from './sizes.js'

const regtest = networkInfoOf(BITCOIN_REFERENCES.regtest)!
const key = new Uint8Array(32).fill(0x41)
const recipient = decodeBitcoinAddress(
  p2wpkh(pubECDSA(new Uint8Array(32).fill(0x42), true), regtest.params).address!,
  regtest,
)

/** Funding transactions paying `from`, so P2PKH inputs have a real previous transaction. */
function fund(from: SignableType, values: bigint[], confirmed = true) {
  const payment = paymentOf(key, from, regtest.params)
  const previous = new Map<string, Uint8Array>()
  const utxos: EsploraUtxo[] = values.map((value, i) => {
    const funding = new Transaction({ allowUnknownInputs: true })
    funding.addOutput({ script: payment.script, amount: value })
    funding.addInput({ txid: new Uint8Array(32).fill(i + 1), index: 0, finalScriptSig: new Uint8Array([0x51]) })
    previous.set(funding.id, funding.toBytes(true, false))
    return { txid: funding.id, vout: 0, value, confirmed }
  })
  return { from: decodeBitcoinAddress(payment.address!, regtest), utxos, previous }
}

function signAndMeasure(psbt: Uint8Array) {
  const tx = Transaction.fromPSBT(psbt)
  tx.sign(key)
  tx.finalize()
  return tx
}

describe('planTransfer + buildTransferPsbt', () => {
  for (const type of ['wpkh', 'tr', 'sh', 'pkh'] as const) {
    it(`${type}: pays the amount, the change back to the sender, and a fee at least the rate × signed vsize`, () => {
      const { from, utxos, previous } = fund(type, [30_000n, 80_000n, 5_000n])
      const plan = planTransfer({ utxos, amount: 50_000n, feeRate: 3, from: from.type, to: recipient.type })
      expect(plan.inputs.map((u) => u.value)).toEqual([80_000n])
      const { psbt } = buildTransferPsbt({
        plan,
        from,
        to: recipient,
        publicKey: pubECDSA(key, true),
        previousTransactions: previous,
      })
      const signed = signAndMeasure(psbt)
      expect(signed.vsize).toBeLessThanOrEqual(plan.vsize)
      expect(plan.vsize - signed.vsize).toBeLessThanOrEqual(2)
      expect(Number(plan.fee)).toBeGreaterThanOrEqual(signed.vsize * 3)
      expect(signed.fee).toBe(plan.fee)
      expect(signed.getOutput(0)).toMatchObject({ amount: 50_000n, script: recipient.script })
      expect(signed.getOutput(1)).toMatchObject({ amount: plan.change, script: from.script })
      expect(plan.change).toBe(80_000n - 50_000n - plan.fee)
    })
  }

  it('adds coins until the amount and fee are covered, confirmed ones first', () => {
    const confirmed = fund('wpkh', [20_000n, 10_000n]).utxos
    const pending = fund('wpkh', [1_000_000n], false).utxos
    const plan = planTransfer({
      utxos: [...pending, ...confirmed],
      amount: 25_000n,
      feeRate: 2,
      from: 'wpkh',
      to: 'wpkh',
    })
    expect(plan.inputs.map((u) => u.value)).toEqual([20_000n, 10_000n])
    const withPending = planTransfer({
      utxos: [...pending, ...confirmed],
      amount: 40_000n,
      feeRate: 2,
      from: 'wpkh',
      to: 'wpkh',
    })
    expect(withPending.inputs.map((u) => u.value)).toEqual([20_000n, 10_000n, 1_000_000n])
  })

  it('leaves change below the dust limit to the fee (no change output)', () => {
    const { from, utxos } = fund('wpkh', [100_000n])
    const noChangeFee = 110n * 5n // 1 P2WPKH input, 1 P2WPKH output: 110 vB
    const amount = 100_000n - noChangeFee - (DUST_LIMIT.wpkh - 1n)
    const plan = planTransfer({ utxos, amount, feeRate: 5, from: from.type, to: recipient.type })
    expect(plan.change).toBe(0n)
    expect(plan.fee).toBe(100_000n - amount)
    const signed = signAndMeasure(buildTransferPsbt({ plan, from, to: recipient }).psbt)
    expect(signed.outputsLength).toBe(1)
    expect(signed.fee).toBeGreaterThan(noChangeFee)
  })

  it('refuses a dust amount, a zero amount, more than the balance, and a fee the balance cannot pay', () => {
    const { utxos } = fund('wpkh', [10_000n])
    const plan = (amount: bigint, to: BitcoinAddressType = 'wpkh') =>
      planTransfer({ utxos, amount, feeRate: 2, from: 'wpkh', to })
    expect(() => plan(293n)).toThrow('The amount is below the dust limit: send at least 0.00000294 BTC')
    expect(() => plan(545n, 'pkh')).toThrow('The amount is below the dust limit: send at least 0.00000546 BTC')
    expect(() => plan(0n)).toThrow('Amount must be greater than 0')
    expect(() => plan(10_001n)).toThrow(NOT_ENOUGH_BTC)
    expect(() => plan(10_000n)).toThrow(NOT_ENOUGH_BTC_FOR_FEE)
    expect(() => plan(10_000n)).toThrow(BitcoinSendError)
    expect(plan(10_000n - 110n * 2n).change).toBe(0n)
  })

  it('needs the public key for taproot and P2SH inputs, and the previous transaction for P2PKH', () => {
    for (const type of ['tr', 'sh', 'pkh'] as const) {
      const { from, utxos } = fund(type, [50_000n])
      const plan = planTransfer({ utxos, amount: 10_000n, feeRate: 1, from: from.type, to: recipient.type })
      expect(() => buildTransferPsbt({ plan, from, to: recipient }), type).toThrow(/public key|previous transaction/)
    }
    expect(p2pkh(pubECDSA(key, true), regtest.params).address).toMatch(/^[mn]/)
  })
})
