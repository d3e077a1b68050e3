// The demo ERC-20s: FUSD (6 decimals) and FOY (18) from the deployer's nonces 0 and 1, minted to dev accounts #0-#4.
import type { Address, LocalAccount } from 'viem'
import { foyerTokenArtifact } from '../contracts/artifacts.js'
import { DEVNET_TOKENS } from '../contracts/addresses.js'
import type { SeedSender } from './seed-sender.js'

export const TOKEN_SEED = {
  /** Dev accounts #0 to #(holders-1) each receive both tokens. */
  tokenHolders: 5,
  /** 10,000 FUSD (6 decimals) each. */
  tokenAAmount: 10_000n * 10n ** 6n,
  /** 1,000 FOY (18 decimals) each. */
  tokenBAmount: 1_000n * 10n ** 18n,
} as const

/** Queues the sends (see SeedSender.confirmAll), as the other seed steps from the deployer do. */
export function deployTokens(sender: SeedSender, deployer: LocalAccount): void {
  for (const token of [DEVNET_TOKENS.tokenA, DEVNET_TOKENS.tokenB]) {
    void sender.deploy(
      deployer,
      foyerTokenArtifact,
      [token.name, token.symbol, token.decimals],
      `deploy ${token.symbol}`,
    )
  }
}

export function mintTokens(sender: SeedSender, deployer: LocalAccount, holders: Address[]): void {
  for (const holder of holders) {
    for (const [token, amount] of [
      [DEVNET_TOKENS.tokenA, TOKEN_SEED.tokenAAmount],
      [DEVNET_TOKENS.tokenB, TOKEN_SEED.tokenBAmount],
    ] as const) {
      void sender.call(deployer, { address: token.address, abi: foyerTokenArtifact.abi }, 'mint', [holder, amount], {
        label: `mint ${token.symbol} to ${holder}`,
      })
    }
  }
}
