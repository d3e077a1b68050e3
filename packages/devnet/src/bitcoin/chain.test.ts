import { devBitcoinKeys } from '@foyer/dev-wallet'
import { p2pkh, RawTx, Script, Transaction } from '@scure/btc-signer'
import { beforeEach, describe, expect, it } from 'vitest'
import { BitcoinChain } from './chain.js'
import { BITCOIN_DEV_ADDRESSES, BITCOIN_DEVNET_MINER_KEY, REGTEST_NETWORK } from './constants.js'
import { devSpend } from './fixtures/dev-spend.js'
import { MINER_SCRIPT } from './miner-wallet.js'
import { TransactionRefusedError } from './refusal.js'
import { seedBitcoinDevnet } from './seed-bitcoin.js'

const [alice, bob] = BITCOIN_DEV_ADDRESSES
const balance = (chain: BitcoinChain, index: number) =>
  chain.unspentOutputs(devBitcoinKeys(index).script).reduce((sum, coin) => sum + coin.amount, 0n)

function refusal(run: () => unknown): TransactionRefusedError {
  try {
    run()
  } catch (error) {
    if (error instanceof TransactionRefusedError) return error
    throw error
  }
  throw new Error('expected the chain to refuse the transaction')
}

describe('BitcoinChain', () => {
  let chain: BitcoinChain
  beforeEach(() => {
    chain = new BitcoinChain()
    seedBitcoinDevnet(chain)
  })

  it('starts seeded: 102 blocks, dev accounts #0–#2 hold 1 BTC + 0.5 BTC confirmed', () => {
    expect(chain.tipHeight).toBe(102)
    for (const index of [0, 1, 2]) {
      const coins = chain.unspentOutputs(devBitcoinKeys(index).script)
      expect(coins.map((coin) => coin.amount)).toEqual([100_000_000n, 50_000_000n])
      expect(coins.every((coin) => coin.transaction.block?.height === 102)).toBe(true)
    }
  })

  it('takes a valid P2WPKH spend into the mempool and confirms it in the next block, fee to the miner', () => {
    const { raw, txid } = devSpend(chain, { from: 0, to: [{ address: bob, amount: 10_000_000n }], fee: 200n })
    expect(chain.acceptTransaction(raw)).toBe(txid)
    expect(chain.hasTransaction(txid)).toBe('mempool')
    expect(balance(chain, 1)).toBe(160_000_000n)
    const [hash] = chain.mine(1, MINER_SCRIPT)
    expect(chain.transaction(txid)?.block).toMatchObject({ height: 103, hash })
    expect(chain.block(hash!)?.txids).toEqual([expect.any(String), txid])
    const coinbase = chain.transaction(chain.block(hash!)!.txids[0]!)!
    expect(coinbase.decoded.outputs[0]!.amount).toBe(50n * 100_000_000n + 200n)
    expect(balance(chain, 0)).toBe(150_000_000n - 10_000_000n - 200n)
  })

  it('refuses a signature made over other data, and a witness from another key', () => {
    const { tx } = devSpend(chain, { from: 0, to: [{ address: bob, amount: 10_000_000n }], fee: 200n })
    // The same inputs paying one sat more to bob, with the witness signed for the original: it no longer covers the outputs.
    const forged = devSpend(chain, { from: 0, to: [{ address: bob, amount: 10_000_001n }], fee: 200n }).tx
    forged.updateInput(0, { finalScriptWitness: tx.getInput(0).finalScriptWitness }, true)
    const refused = refusal(() => chain.acceptTransaction(forged.extract()))
    expect(refused.reason).toBe(
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
    expect(refused.message).toContain('input 0: the ECDSA signature does not verify')
    expect(chain.acceptTransaction(tx.extract())).toBe(tx.id)

    const stolen = devSpend(chain, { from: 2, to: [{ address: bob, amount: 10_000_000n }], fee: 200n }).tx
    const wrongKey = devSpend(chain, { from: 1, to: [{ address: alice, amount: 10_000_000n }], fee: 200n }).tx
    stolen.updateInput(0, { finalScriptWitness: wrongKey.getInput(0).finalScriptWitness }, true)
    expect(refusal(() => chain.acceptTransaction(stolen.extract())).message).toContain(
      'the public key is not the one the output pays to',
    )
  })

  it('refuses a double spend: of an output spent in a block, and of one a mempool transaction already spends', () => {
    const first = devSpend(chain, { from: 0, to: [{ address: bob, amount: 10_000_000n }], fee: 200n })
    const second = devSpend(chain, { from: 0, to: [{ address: alice, amount: 20_000_000n }], fee: 300n })
    chain.acceptTransaction(first.raw)
    const conflict = refusal(() => chain.acceptTransaction(second.raw))
    expect(conflict.reason).toBe('txn-mempool-conflict')
    expect(conflict.message).toContain(first.txid)
    chain.mine(1, MINER_SCRIPT)
    const spent = refusal(() => chain.acceptTransaction(second.raw))
    expect(spent.reason).toBe('bad-txns-inputs-missingorspent')
    expect(refusal(() => chain.acceptTransaction(first.raw)).reason).toBe('Transaction already in block chain')
  })

  it('refuses dust outputs and a fee below 1 sat/vB', () => {
    const dust = devSpend(chain, { from: 0, to: [{ address: bob, amount: 293n }], fee: 200n })
    const refused = refusal(() => chain.acceptTransaction(dust.raw))
    expect(refused.reason).toBe('dust')
    expect(refused.message).toContain('294')
    const atThreshold = devSpend(chain, { from: 0, to: [{ address: bob, amount: 294n }], fee: 200n })
    expect(chain.acceptTransaction(atThreshold.raw)).toBe(atThreshold.txid)

    const cheap = devSpend(chain, { from: 1, to: [{ address: alice, amount: 10_000n }], fee: 100n })
    const vsize = cheap.tx.vsize
    const low = refusal(() => chain.acceptTransaction(cheap.raw))
    expect(low.reason).toBe('min relay fee not met')
    expect(low.message).toContain(`100 < ${vsize}`)
    const enough = devSpend(chain, { from: 1, to: [{ address: alice, amount: 10_000n }], fee: BigInt(vsize) })
    expect(chain.acceptTransaction(enough.raw)).toBe(enough.txid)
  })

  it('refuses spending more than the inputs, unknown outputs and immature coinbase outputs', () => {
    // btc-signer will not sign an overspend, so the output grows after signing (the amounts check comes first).
    const overspend = RawTx.decode(devSpend(chain, { from: 0, to: [{ address: bob, amount: 1_000n }], fee: 200n }).raw)
    overspend.outputs[0]!.amount = 200_000_000n
    const refused = refusal(() => chain.acceptTransaction(RawTx.encode(overspend)))
    expect(refused.reason).toBe('bad-txns-in-belowout')
    expect(refused.message).toContain('value in (100000000 sats) < value out (299998800 sats)')

    const missing = RawTx.decode(devSpend(chain, { from: 0, to: [{ address: bob, amount: 1_000n }], fee: 200n }).raw)
    missing.inputs[0]!.index = 7
    expect(refusal(() => chain.acceptTransaction(RawTx.encode(missing))).reason).toBe('bad-txns-inputs-missingorspent')

    const fresh = chain
      .unspentOutputs(MINER_SCRIPT)
      .find((coin) => coin.transaction.coinbase && coin.transaction.block?.height === 102)!
    expect(chain.unspentOutputs(MINER_SCRIPT, { spendable: true }).some((coin) => coin.txid === fresh.txid)).toBe(false)
    const early = new Transaction()
    early.addInput({ txid: fresh.txid, index: fresh.vout, witnessUtxo: { script: MINER_SCRIPT, amount: fresh.amount } })
    early.addOutputAddress(bob!, 1_000_000n, REGTEST_NETWORK)
    early.sign(BITCOIN_DEVNET_MINER_KEY)
    early.finalize()
    const premature = refusal(() => chain.acceptTransaction(early.extract()))
    expect(premature.reason).toBe('bad-txns-premature-spend-of-coinbase')
    expect(premature.message).toContain('tried to spend coinbase at depth 1')
  })

  it('takes a P2TR key-path spend (the dev ordinals address) and checks its Schnorr signature', () => {
    const ordinals = devBitcoinKeys(0, 'ordinals')
    const fund = devSpend(chain, { from: 0, to: [{ address: ordinals.address, amount: 1_000_000n }], fee: 200n })
    chain.acceptTransaction(fund.raw)
    const spend = devSpend(chain, {
      from: 0,
      purpose: 'ordinals',
      inputs: [{ txid: fund.txid, vout: 0 }],
      to: [{ address: bob, amount: 500_000n }],
      fee: 300n,
    })
    // Spending an unconfirmed output is allowed, as in Bitcoin Core's mempool.
    expect(chain.acceptTransaction(spend.raw)).toBe(spend.txid)

    const forged = devSpend(chain, {
      from: 0,
      purpose: 'ordinals',
      inputs: [{ txid: fund.txid, vout: 0 }],
      to: [{ address: alice, amount: 500_000n }],
      fee: 300n,
    }).tx
    forged.updateInput(0, { finalScriptWitness: spend.tx.getInput(0).finalScriptWitness }, true)
    const refused = refusal(() => chain.acceptTransaction(forged.extract()))
    expect(refused.reason).toBe('txn-mempool-conflict') // the conflict is found before the signature
    chain.mine(1, MINER_SCRIPT)
    expect(chain.transaction(spend.txid)?.block?.height).toBe(103)
  })

  it('takes a P2PKH spend (legacy signature in the scriptSig) and refuses one whose signature covers other outputs', () => {
    const keys = devBitcoinKeys(0)
    const legacy = p2pkh(keys.publicKey, REGTEST_NETWORK)
    expect(legacy.address).toMatch(/^[mn]/)
    const fund = devSpend(chain, { from: 0, to: [{ address: legacy.address!, amount: 1_000_000n }], fee: 200n })
    chain.acceptTransaction(fund.raw)
    // btc-signer signs a legacy input only with the whole previous transaction (nonWitnessUtxo), as a wallet does.
    const legacySpend = (amount: bigint) => {
      const tx = new Transaction()
      tx.addInput({ txid: fund.txid, index: 0, nonWitnessUtxo: chain.transaction(fund.txid)!.raw })
      tx.addOutputAddress(bob!, amount, REGTEST_NETWORK)
      tx.sign(keys.privateKey)
      tx.finalize()
      return tx
    }
    const spend = legacySpend(900_000n)
    const forged = legacySpend(900_001n)
    forged.updateInput(0, { finalScriptSig: spend.getInput(0).finalScriptSig }, true)
    const refused = refusal(() => chain.acceptTransaction(forged.extract()))
    expect(refused.reason).toBe(
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
    expect(refused.message).toContain('input 0: the ECDSA signature does not verify')

    // The same signature with dev account #1's key: it does not hash to the output's.
    const [signature] = Script.decode(spend.getInput(0).finalScriptSig!)
    const wrongKey = legacySpend(900_000n)
    wrongKey.updateInput(0, { finalScriptSig: Script.encode([signature!, devBitcoinKeys(1).publicKey]) }, true)
    expect(refusal(() => chain.acceptTransaction(wrongKey.extract())).message).toContain(
      'the public key is not the one the output pays to',
    )

    expect(chain.acceptTransaction(spend.extract())).toBe(spend.id)
    chain.mine(1, MINER_SCRIPT)
    expect(chain.transaction(spend.id)?.block?.height).toBe(103)
    expect(chain.unspentOutputs(legacy.script)).toEqual([])
  })
})
