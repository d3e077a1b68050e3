import { mnemonicToAccount, type HDAccount } from 'viem/accounts'

/** The mnemonic anvil, Hardhat and Foundry all fund by default. Public knowledge: never hold real value with it. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts anvil funds from DEV_MNEMONIC (each with 10,000 ETH). */
export const DEV_ACCOUNT_COUNT = 10

/** The first `count` accounts of DEV_MNEMONIC (m/44'/60'/0'/0/i), as viem local accounts that sign in-process. */
export function devAccounts(count: number = DEV_ACCOUNT_COUNT): HDAccount[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`devAccounts: count must be a non-negative integer, got ${count}`)
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex }))
}
