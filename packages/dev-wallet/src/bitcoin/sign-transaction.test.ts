// The dev wallet signs PSBTs that the Foyer Bitcoin devnet (a real chain checking every signature) accepts.
import { startBitcoinDevnet, getFreePort, type BitcoinDevnet } from '@foyer/devnet'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useRecordedApprovals } from '../test/recorded-approvals.js'
import { createDevBitcoinWallet } from './create-dev-bitcoin-wallet.js'
import { devBitcoinKeys } from './keys.js'
import { BITCOIN_NETWORKS } from './networks.js'
import type { BitcoinPendingRequest, DevBitcoinWallet } from './types.js'

const REGTEST = BITCOIN_NETWORKS['bitcoin:regtest'].params

type Utxo = { txid: string; vout: number; value: number }

describe('bitcoin:signTransaction against the Foyer Bitcoin devnet', () => {
  const t = useRecordedApprovals<BitcoinPendingRequest>()
  let devnet: BitcoinDevnet
  let wallet: DevBitcoinWallet

  beforeAll(async () => {
    devnet = await startBitcoinDevnet({ port: await getFreePort() })
    wallet = createDevBitcoinWallet({
      origin: 'http://127.0.0.1:5173',
      esploraUrl: devnet.esploraUrl,
      approve: t.approve,
    })
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
  })
  afterAll(() => devnet?.stop())

  /** An app's PSBT: pays `sats` from the payment account's first UTXO to `to`, change back, `fee` sats. */
  async function buildPsbt(to: string, sats: bigint, fee: bigint, from = devBitcoinKeys(0)) {
    const utxos = (await (await fetch(`${devnet.esploraUrl}/address/${from.address}/utxo`)).json()) as Utxo[]
    const utxo = utxos[0]!
    const tx = new Transaction()
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: from.script, amount: BigInt(utxo.value) } })
    tx.addOutputAddress(to, sats, REGTEST)
    tx.addOutput({ script: from.script, amount: BigInt(utxo.value) - sats - fee })
    return tx.toPSBT()
  }

  it('signs the inputs named, the app finalizes, the devnet accepts and mines it', async () => {
    const [payment] = wallet.accounts
    const psbt = await buildPsbt(devBitcoinKeys(1).address, 30_000_000n, 300n)
    t.asked = []
    const { signedPsbt, txId } = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    expect(txId).toBeUndefined()
    expect(t.asked).toEqual([
      expect.objectContaining({
        kind: 'bitcoin_signTransaction',
        summary: {
          signing: [{ index: 0, address: devBitcoinKeys(0).address, sats: 100_000_000n }],
          outputs: [
            { address: devBitcoinKeys(1).address, sats: 30_000_000n },
            { address: devBitcoinKeys(0).address, sats: 100_000_000n - 30_000_000n - 300n },
          ],
          feeSats: 300n,
          broadcast: false,
        },
      }),
    ])
    const signed = Transaction.fromPSBT(signedPsbt)
    expect(signed.isFinal).toBe(false) // signed, not finalized: finalizing is the app's step
    signed.finalize()
    const response = await fetch(`${devnet.esploraUrl}/tx`, { method: 'POST', body: signed.hex })
    expect(await response.text()).toBe(signed.id)
    devnet.mine()
    const status = await (await fetch(`${devnet.esploraUrl}/tx/${signed.id}/status`)).json()
    expect(status).toMatchObject({ confirmed: true, block_height: 103 })
  })

  it('broadcast: true finalizes and sends to the wallet Esplora URL, answering the txid too', async () => {
    const [payment] = wallet.accounts
    const psbt = await buildPsbt(devBitcoinKeys(2).address, 1_000_000n, 250n)
    const { txId } = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      broadcast: true,
    })
    expect(txId).toMatch(/^[0-9a-f]{64}$/)
    expect(devnet.chain.hasTransaction(txId!)).toBe('mempool')
  })

  it('signs a taproot (ordinals) input the chain verifies', async () => {
    const ordinals = devBitcoinKeys(0, 'ordinals')
    await fetch(`${devnet.esploraUrl}/dev/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: ordinals.address, sats: 50_000 }),
    })
    devnet.mine()
    const psbt = await buildPsbt(devBitcoinKeys(1).address, 20_000n, 200n, ordinals)
    const { txId } = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      inputsToSign: [{ account: wallet.accounts[1]!, signingIndexes: [0] }],
      broadcast: true,
    })
    expect(devnet.chain.hasTransaction(txId!)).toBe('mempool')
  })

  it('refuses inputs of another address, unknown indexes and a rejected card, before signing anything', async () => {
    const [payment] = wallet.accounts
    const foreign = await buildPsbt(devBitcoinKeys(0).address, 10_000n, 200n, devBitcoinKeys(2))
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: foreign,
        inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('does not spend from') })
    const own = await buildPsbt(devBitcoinKeys(2).address, 10_000n, 200n)
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: own,
        inputsToSign: [{ account: payment!, signingIndexes: [5] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'Invalid params: the PSBT has no input 5.' })
    t.answer = false
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: own,
        inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      }),
    ).rejects.toMatchObject({ code: 4001, name: 'WalletSignTransactionError' })
  })
})
