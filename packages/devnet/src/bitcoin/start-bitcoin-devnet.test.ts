import { devBitcoinKeys } from '@foyer/dev-wallet'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../ports.js'
import {
  BITCOIN_DEV_ADDRESSES,
  BITCOIN_DEVNET_GENESIS_HASH,
  BITCOIN_DEVNET_MINER_ADDRESS,
  REGTEST_NETWORK,
} from './constants.js'
import { startBitcoinDevnet, type BitcoinDevnet } from './start-bitcoin-devnet.js'

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }
type Stats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}
type AddressInfo = { address: string; chain_stats: Stats; mempool_stats: Stats }

describe('startBitcoinDevnet: the Esplora API', () => {
  let devnet: BitcoinDevnet
  const get = async (path: string) => {
    const response = await fetch(`${devnet.esploraUrl}${path}`)
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() }
  }
  const getJson = async <T>(path: string) => JSON.parse((await get(path)).body) as T
  const post = async (path: string, body: string) => {
    const response = await fetch(`${devnet.esploraUrl}${path}`, { method: 'POST', body })
    return { status: response.status, body: await response.text() }
  }
  const balance = (info: AddressInfo) =>
    info.chain_stats.funded_txo_sum -
    info.chain_stats.spent_txo_sum +
    info.mempool_stats.funded_txo_sum -
    info.mempool_stats.spent_txo_sum

  /** Signs a payment from dev account `from` over the API's UTXOs, as a wallet would. */
  async function pay(from: number, to: string, sats: number, feeRate: number) {
    const keys = devBitcoinKeys(from)
    const [utxo] = await getJson<Utxo[]>(`/address/${keys.address}/utxo`)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: keys.script, amount: BigInt(utxo!.value) },
    })
    tx.addOutputAddress(to, BigInt(sats), REGTEST_NETWORK)
    const fee = BigInt(141 * feeRate) // 1-in 2-out P2WPKH is 141 vB
    tx.addOutput({ script: keys.script, amount: BigInt(utxo!.value) - BigInt(sats) - fee })
    tx.sign(keys.privateKey)
    tx.finalize()
    expect(tx.vsize).toBe(141)
    return { hex: tx.hex, txid: tx.id, fee: Number(fee) }
  }

  beforeAll(async () => {
    devnet = await startBitcoinDevnet({ port: await getFreePort() })
  })
  afterAll(() => devnet?.stop())

  it('starts seeded on regtest: genesis at 0, tip 102, dev accounts #0–#2 with 1.5 BTC confirmed', async () => {
    expect(await get('/block-height/0')).toMatchObject({ status: 200, body: BITCOIN_DEVNET_GENESIS_HASH })
    expect(await get('/blocks/tip/height')).toMatchObject({ status: 200, body: '102', type: 'text/plain' })
    const tipHash = (await get('/blocks/tip/hash')).body
    const block = await getJson<Record<string, unknown>>(`/block/${tipHash}`)
    expect(block).toMatchObject({ id: tipHash, height: 102, tx_count: 2, previousblockhash: expect.any(String) })
    for (const address of BITCOIN_DEV_ADDRESSES) {
      const info = await getJson<AddressInfo>(`/address/${address}`)
      expect(info).toEqual({
        address,
        chain_stats: {
          funded_txo_count: 2,
          funded_txo_sum: 150_000_000,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
        mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
      })
    }
  })

  it('sends from dev account #0 to #1: pending in mempool_stats, confirmed after POST /dev/mine', async () => {
    const [alice, bob] = BITCOIN_DEV_ADDRESSES
    const payment = await pay(0, bob!, 25_000_000, 2)
    const sent = await post('/tx', payment.hex)
    expect(sent).toEqual({ status: 200, body: payment.txid })

    expect(await getJson(`/tx/${payment.txid}/status`)).toEqual({ confirmed: false })
    const bobPending = await getJson<AddressInfo>(`/address/${bob}`)
    expect(bobPending.mempool_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: 25_000_000, tx_count: 1 })
    expect(balance(bobPending)).toBe(175_000_000)
    const alicePending = await getJson<AddressInfo>(`/address/${alice}`)
    expect(alicePending.mempool_stats).toMatchObject({ spent_txo_count: 1, spent_txo_sum: 100_000_000, tx_count: 1 })
    expect(balance(alicePending)).toBe(150_000_000 - 25_000_000 - payment.fee)

    const mined = JSON.parse((await post('/dev/mine', '{}')).body) as { hashes: string[]; height: number }
    expect(mined).toEqual({ hashes: [expect.stringMatching(/^[0-9a-f]{64}$/)], height: 103 })
    expect(await getJson(`/tx/${payment.txid}/status`)).toEqual({
      confirmed: true,
      block_height: 103,
      block_hash: mined.hashes[0],
      block_time: expect.any(Number),
    })
    const bobConfirmed = await getJson<AddressInfo>(`/address/${bob}`)
    expect(bobConfirmed.chain_stats).toMatchObject({ funded_txo_count: 3, funded_txo_sum: 175_000_000, tx_count: 2 })
    expect(bobConfirmed.mempool_stats.tx_count).toBe(0)
    const utxos = await getJson<Utxo[]>(`/address/${bob}/utxo`)
    expect(utxos.map((utxo) => utxo.value).sort()).toEqual([100_000_000, 25_000_000, 50_000_000].sort())

    const tx = await getJson<{
      txid: string
      fee: number
      vin: { prevout: { scriptpubkey_address: string } }[]
      vout: { scriptpubkey_address: string; scriptpubkey_type: string; value: number }[]
    }>(`/tx/${payment.txid}`)
    expect(tx.fee).toBe(payment.fee)
    expect(tx.vin[0]!.prevout.scriptpubkey_address).toBe(alice)
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: bob, scriptpubkey_type: 'v0_p2wpkh', value: 25_000_000 })
    expect((await get(`/tx/${payment.txid}/hex`)).body).toBe(payment.hex)
    const history = await getJson<{ txid: string }[]>(`/address/${bob}/txs`)
    expect(history.map((entry) => entry.txid)[0]).toBe(payment.txid)
    expect(await getJson(`/block/${mined.hashes[0]}/txids`)).toEqual([expect.any(String), payment.txid])
  })

  it('answers a refusal with HTTP 400 and the reason, as Esplora passes bitcoind on', async () => {
    const [, bob] = BITCOIN_DEV_ADDRESSES
    const cheap = await pay(2, bob!, 10_000, 0)
    const refused = await post('/tx', cheap.hex)
    expect(refused.status).toBe(400)
    expect(refused.body).toBe(
      'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 0 < 141 (the fee must be at least 1 sat/vB of the 141 vB)"}',
    )
    expect(await post('/tx', 'not hex')).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}',
    })
    expect((await get(`/tx/${cheap.txid}`)).status).toBe(404)
  })

  it('dev faucet pays any regtest address from the miner; fee estimates, 404s and bad addresses', async () => {
    const target = devBitcoinKeys(4, 'ordinals').address
    const paid = await post('/dev/faucet', JSON.stringify({ address: target, sats: 123_456 }))
    expect(paid.status).toBe(200)
    const { txid } = JSON.parse(paid.body) as { txid: string }
    expect(await getJson<Utxo[]>(`/address/${target}/utxo`)).toEqual([
      { txid, vout: 0, value: 123_456, status: { confirmed: false } },
    ])
    const source = await getJson<{ vin: { prevout: { scriptpubkey_address: string } }[] }>(`/tx/${txid}`)
    expect(source.vin[0]!.prevout.scriptpubkey_address).toBe(BITCOIN_DEVNET_MINER_ADDRESS)
    expect((await post('/dev/faucet', JSON.stringify({ address: target, sats: 100 }))).status).toBe(400)
    expect(
      (
        await post(
          '/dev/faucet',
          JSON.stringify({ address: 'bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te', sats: 10_000 }),
        )
      ).status,
    ).toBe(400)

    const estimates = await getJson<Record<string, number>>('/fee-estimates')
    expect(Object.keys(estimates)).toHaveLength(28)
    expect(estimates['1']).toBeGreaterThan(estimates['6']!)
    expect(estimates['1008']).toBe(1)
    expect(await get(`/tx/${'0'.repeat(64)}`)).toMatchObject({ status: 404, body: 'Transaction not found' })
    expect(await get('/address/bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te')).toMatchObject({
      status: 400,
      body: 'Invalid Bitcoin address',
    })
  })
})

describe('startBitcoinDevnet: start-up', () => {
  it('mines on its own every blockIntervalMs, and refuses a busy port', async () => {
    const port = await getFreePort()
    const devnet = await startBitcoinDevnet({ port, seed: false, blockIntervalMs: 50 })
    try {
      await expect(startBitcoinDevnet({ port })).rejects.toThrow(/port .* is busy/)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(devnet.chain.tipHeight).toBeGreaterThanOrEqual(3)
    } finally {
      await devnet.stop()
    }
    const height = devnet.chain.tipHeight
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(devnet.chain.tipHeight).toBe(height)
  })
})
