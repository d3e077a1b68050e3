import { createPublicClient, decodeEventLog, decodeFunctionData, erc20Abi, erc721Abi, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerTokenArtifact } from '../contracts/artifacts.js'
import { DEVNET_NFT, DEVNET_TOKENS } from '../contracts/addresses.js'
import { getFreePort } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'
import { DEVNET_HISTORY, type DevnetHistoryStep } from './history.js'

describe('the seeded history between dev accounts #0 and #1 (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  })
  afterAll(() => devnet?.stop())

  /** Every transfer the chain shows between #0 and #1, read back from blocks and receipts as an indexer would. */
  async function transfersOnChain(): Promise<DevnetHistoryStep[]> {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) })
    const pair = devnet.accounts.slice(0, 2).map((a) => a.toLowerCase())
    const index = (address: Address | null | undefined) => pair.indexOf(address?.toLowerCase() ?? '')
    const found: DevnetHistoryStep[] = []
    const latest = await client.getBlockNumber()
    for (let n = 1n; n <= latest; n++) {
      const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
      for (const tx of block.transactions) {
        const from = index(tx.from)
        if (from < 0) continue
        const receipt = await client.getTransactionReceipt({ hash: tx.hash })
        if (tx.input === '0x') {
          found.push({ kind: 'native', from, to: index(tx.to), value: tx.value })
          continue
        }
        if (receipt.status === 'reverted' && tx.to === DEVNET_TOKENS.tokenA.address.toLowerCase()) {
          const { args } = decodeFunctionData({ abi: foyerTokenArtifact.abi, data: tx.input })
          const [to, amount] = args as [Address, bigint]
          found.push({ kind: 'erc20', token: DEVNET_TOKENS.tokenA.address, from, to: index(to), amount, reverts: true })
          continue
        }
        for (const log of receipt.logs) {
          if (log.address === DEVNET_TOKENS.tokenA.address.toLowerCase()) {
            const { args } = decodeEventLog({ abi: erc20Abi, eventName: 'Transfer', ...log })
            found.push({
              kind: 'erc20',
              token: DEVNET_TOKENS.tokenA.address,
              from,
              to: index(args.to),
              amount: args.value,
            })
          } else if (log.address === DEVNET_NFT.address.toLowerCase()) {
            const { args } = decodeEventLog({ abi: erc721Abi, eventName: 'Transfer', ...log })
            found.push({
              kind: 'erc721',
              collection: DEVNET_NFT.address,
              from,
              to: index(args.to),
              tokenId: args.tokenId,
            })
          }
        }
      }
    }
    return found
  }

  it('has ETH, token and NFT transfers both ways and one reverted transaction, as DEVNET_HISTORY lists them', async () => {
    const steps = await transfersOnChain()
    expect(steps).toEqual(DEVNET_HISTORY)
    for (const [account, other] of [
      [0, 1],
      [1, 0],
    ]) {
      for (const kind of ['native', 'erc20', 'erc721'] as const) {
        expect(steps.some((s) => s.kind === kind && s.from === account && s.to === other && !('reverts' in s))).toBe(
          true,
        )
        expect(steps.some((s) => s.kind === kind && s.from === other && s.to === account)).toBe(true)
      }
    }
    expect(steps.filter((s) => 'reverts' in s && s.reverts)).toHaveLength(1)
  })
})
