// A few ordinary transactions between dev accounts #0 and #1, so a fresh devnet's Activity shows every kind of row:
// ETH in and out, an ERC-20 in and out, an NFT in and out, and one reverted transaction. The token and NFT moves go
// there and back, so the balances the seed publishes (DEVNET_SEED) stay exact.
import { parseEther, type Address, type LocalAccount } from 'viem'
import { foyerPassArtifact, foyerTokenArtifact } from '../contracts/artifacts.js'
import { DEVNET_NFT, DEVNET_TOKENS } from '../contracts/addresses.js'
import { SEED_GAS, type SeedSender } from './seed-sender.js'

export type DevnetHistoryStep =
  | { readonly kind: 'native'; readonly from: number; readonly to: number; readonly value: bigint }
  | {
      readonly kind: 'erc20'
      readonly token: Address
      readonly from: number
      readonly to: number
      readonly amount: bigint
      /** The transaction lands but reverts (more than the sender holds), so nothing moves. */
      readonly reverts?: true
    }
  | {
      readonly kind: 'erc721'
      readonly collection: Address
      readonly from: number
      readonly to: number
      readonly tokenId: bigint
    }

const FUSD = DEVNET_TOKENS.tokenA

/** In the order they are sent, after the ENS reverse records; `from` and `to` are dev account indexes. */
export const DEVNET_HISTORY: readonly DevnetHistoryStep[] = [
  { kind: 'native', from: 1, to: 0, value: parseEther('1.5') },
  { kind: 'native', from: 0, to: 1, value: parseEther('0.25') },
  { kind: 'erc20', token: FUSD.address, from: 1, to: 0, amount: 250n * 10n ** BigInt(FUSD.decimals) },
  { kind: 'erc20', token: FUSD.address, from: 0, to: 1, amount: 250n * 10n ** BigInt(FUSD.decimals) },
  { kind: 'erc721', collection: DEVNET_NFT.address, from: 0, to: 1, tokenId: 2n },
  { kind: 'erc721', collection: DEVNET_NFT.address, from: 1, to: 0, tokenId: 2n },
  {
    kind: 'erc20',
    token: FUSD.address,
    from: 0,
    to: 1,
    amount: 1_000_000n * 10n ** BigInt(FUSD.decimals),
    reverts: true,
  },
]

/** One step at a time: each may spend what the one before gave (the NFT goes back the way it came). */
export async function playHistory(sender: SeedSender, accountOf: (index: number) => LocalAccount): Promise<void> {
  for (const step of DEVNET_HISTORY) {
    const from = accountOf(step.from)
    const to = accountOf(step.to).address
    if (step.kind === 'native') {
      void sender.send(from, {
        to,
        value: step.value,
        gas: SEED_GAS.transfer,
        label: `send ETH #${step.from} → #${step.to}`,
      })
    } else if (step.kind === 'erc20') {
      void sender.call(from, { address: step.token, abi: foyerTokenArtifact.abi }, 'transfer', [to, step.amount], {
        label: `send tokens #${step.from} → #${step.to}`,
        // A fixed limit lets the failing transfer land (an estimate would refuse it) while staying cheap.
        gas: 100_000n,
        expectRevert: step.reverts,
      })
    } else {
      void sender.call(
        from,
        { address: step.collection, abi: foyerPassArtifact.abi },
        'transferFrom',
        [from.address, to, step.tokenId],
        { label: `send NFT #${step.tokenId} #${step.from} → #${step.to}` },
      )
    }
    await sender.confirmAll()
  }
}
