// 2-of-3 Shamir split of the seed (shamir-secret-sharing, audited): any two shares rebuild it, one alone says nothing
// about it. The three shares go to the device, the server (auth) and the encrypted recovery blob; see the README.
import { combine, split } from 'shamir-secret-sharing'
import { SEED_BYTES } from './seed.js'

export interface SeedShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

/** What a wallet rebuilt from shares that are not two of one seed's three is refused with. */
export const SHARES_MISMATCH = 'The key shares do not rebuild this wallet'

export const SHARE_COUNT = 3
export const SHARE_THRESHOLD = 2

export async function splitSeed(entropy: Uint8Array): Promise<SeedShares> {
  if (entropy.length !== SEED_BYTES) throw new Error(`A seed is ${SEED_BYTES} bytes, not ${entropy.length}`)
  const [device, auth, recovery] = await split(entropy, SHARE_COUNT, SHARE_THRESHOLD)
  return { device: device!, auth: auth!, recovery: recovery! }
}

/**
 * The seed from two distinct shares. Shamir with fewer than the threshold "combines" into garbage rather than failing,
 * so callers check the result against the addresses recorded at creation (see `assertSameAccounts`).
 */
export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  // Each share ends with its x-coordinate, random per split: shares of two different seeds have the same one about
  // once in 255, and the library then refuses them. That is the same fact as garbage from mismatched shares, said the
  // same way.
  if (a.length > 0 && a[a.length - 1] === b[b.length - 1]) throw new Error(SHARES_MISMATCH)
  const entropy = await combine([a, b])
  if (entropy.length !== SEED_BYTES) throw new Error('The shares do not belong to one seed')
  return entropy
}
