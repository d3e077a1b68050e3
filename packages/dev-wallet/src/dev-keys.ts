import { mnemonicToAccount, type HDAccount } from 'viem/accounts'

/**
 * The anvil/Hardhat dev mnemonic. Repeated here rather than imported from @foyer/devnet because that package spawns
 * processes and must never end up in a browser bundle. Public knowledge: these keys only ever hold devnet value.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

// Deriving an HD key costs ~25 ms (PBKDF2), and the wallet asks for the same account on every signature.
const cache = new Map<number, HDAccount>()

/** Dev account m/44'/60'/0'/0/index as a viem local account: it signs in the page, no node or extension involved. */
export function devAccount(index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Dev account index must be a non-negative integer, got ${index}`)
  let account = cache.get(index)
  if (!account) {
    account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
    cache.set(index, account)
  }
  return account
}
