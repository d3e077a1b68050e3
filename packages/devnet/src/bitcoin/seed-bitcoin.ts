import type { BitcoinChain } from './chain.js'
import { BITCOIN_DEV_ADDRESSES, BITCOIN_DEVNET_CONSENSUS, BITCOIN_DEVNET_SEED } from './constants.js'
import { MINER_SCRIPT, payFromMiner } from './miner-wallet.js'
import { addressScript } from './script-info.js'

/**
 * A fresh chain's starting state: coinbase maturity + 1 blocks to the miner (so its first reward is spendable), then
 * one transaction paying each dev address BITCOIN_DEVNET_SEED.outputs, confirmed in one more block.
 */
export function seedBitcoinDevnet(chain: BitcoinChain): { txid: string } {
  chain.mine(BITCOIN_DEVNET_CONSENSUS.coinbaseMaturity + 1, MINER_SCRIPT)
  const outputs = BITCOIN_DEV_ADDRESSES.flatMap((address) =>
    BITCOIN_DEVNET_SEED.outputs.map((amount) => ({ script: addressScript(address)!, amount })),
  )
  const txid = payFromMiner(chain, outputs)
  chain.mine(1, MINER_SCRIPT)
  return { txid }
}
