// The dev accounts the seed signs with, from one BIP-39 seed: viem's mnemonicToAccount runs the 2,048 PBKDF2 rounds
// again for every account (about 0.1 s each on a quiet machine, far more on a loaded one), and the seed needs several.
import { pbkdf2 } from '@noble/hashes/pbkdf2'
import { sha512 } from '@noble/hashes/sha2'
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../dev-accounts.js'

/** Account `index` of m/44'/60'/0'/0/index, as devAccounts() derives them, each derived once. */
export function seedAccounts(mnemonic: string = DEV_MNEMONIC): (index: number) => HDAccount {
  // BIP-39: seed = PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" + passphrase (empty), 2048 rounds, 64 bytes).
  const seed = pbkdf2(sha512, mnemonic.normalize('NFKD'), 'mnemonic', { c: 2048, dkLen: 64 })
  const master = HDKey.fromMasterSeed(seed)
  const accounts = new Map<number, HDAccount>()
  return (index) => {
    let account = accounts.get(index)
    if (!account) accounts.set(index, (account = hdKeyToAccount(master, { addressIndex: index })))
    return account
  }
}
