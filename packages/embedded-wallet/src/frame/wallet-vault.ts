// Creating, restoring and briefly rebuilding the wallet's key from its shares (the README's flows). The seed exists
// only inside `withKeys`, for one operation; at rest there are only the shares: the device's sealed in IndexedDB, the
// auth share on the server, the recovery share on the server sealed under the person's recovery code.
import { base64 } from '@scure/base'
import {
  assertSameAccounts,
  deriveKeys,
  publicAddressesOf,
  type PublicAddresses,
  type SeedKeys,
} from '../keys/derive-accounts.js'
import { generateSeedEntropy } from '../keys/seed.js'
import {
  generateDeviceKey,
  generateRecoveryCode,
  openShare,
  recoveryKeyFrom,
  sealShare,
} from '../keys/share-encryption.js'
import { combineShares, splitSeed } from '../keys/split-seed.js'
import type { FrameStorage } from './frame-storage.js'
import { LoginApiError, type LoginApi } from './login-api.js'

export interface VaultUi {
  /**
   * Shows the new recovery code inside the frame; resolves when the person says they saved it. `kept` is false where
   * the browser lets the frame keep nothing past the page (frame-storage.ts): the code is then needed at the next visit.
   */
  showRecoveryCode(code: string, kept?: boolean): Promise<void>
  /** Asks for the recovery code on a new browser; `error` is the previous try's problem. Null: the person cancelled. */
  askRecoveryCode(error?: string, kept?: boolean): Promise<string | null>
}

export class RecoveryCancelledError extends Error {
  constructor() {
    super('The wallet was not restored: no recovery code was entered')
    this.name = 'RecoveryCancelledError'
  }
}

const deviceContext = (userId: string) => `device:${userId}`
const recoveryContext = (userId: string) => `recovery:${userId}`

export class WalletVault {
  constructor(
    private readonly api: LoginApi,
    private readonly storage: FrameStorage,
    private readonly ui: VaultUi,
  ) {}

  private async deviceKey(): Promise<CryptoKey> {
    const existing = await this.storage.getDeviceKey()
    if (existing) return existing
    const key = await generateDeviceKey()
    await this.storage.setDeviceKey(key)
    return key
  }

  private async storeDeviceShare(userId: string, share: Uint8Array, publicAddresses: PublicAddresses) {
    const sealed = await sealShare(await this.deviceKey(), share, deviceContext(userId))
    await this.storage.setDeviceShare(userId, { sealed, publicAddresses })
  }

  /** The user's addresses, creating the wallet on the first login and restoring it on a new browser. */
  async ensureWallet(userId: string): Promise<PublicAddresses> {
    const auth = await this.api.getAuthShare()
    if (!auth) return this.create(userId)
    if (await this.storage.getDeviceShare(userId)) return auth.publicAddresses
    return this.restore(userId, base64.decode(auth.share), auth.publicAddresses)
  }

  private async create(userId: string): Promise<PublicAddresses> {
    const entropy = generateSeedEntropy()
    try {
      const shares = await splitSeed(entropy)
      const addresses = publicAddressesOf(await deriveKeys(entropy))
      try {
        await this.api.putAuthShare(base64.encode(shares.auth), addresses)
      } catch (error) {
        // Another tab created the wallet first: this seed is dropped and that wallet is used.
        if (error instanceof LoginApiError && error.status === 409) return this.ensureWallet(userId)
        throw error
      }
      await this.storeDeviceShare(userId, shares.device, addresses)
      const code = generateRecoveryCode()
      const sealed = await sealShare(await recoveryKeyFrom(code, userId), shares.recovery, recoveryContext(userId))
      await this.api.putRecoveryShare(sealed)
      await this.ui.showRecoveryCode(code, await this.storage.persistent)
      return addresses
    } finally {
      entropy.fill(0)
    }
  }

  private async restore(userId: string, authShare: Uint8Array, expected: PublicAddresses): Promise<PublicAddresses> {
    const sealed = await this.api.getRecoveryShare()
    let error: string | undefined
    for (;;) {
      const code = await this.ui.askRecoveryCode(error, await this.storage.persistent)
      if (code === null) throw new RecoveryCancelledError()
      let recoveryShare: Uint8Array
      try {
        recoveryShare = await openShare(await recoveryKeyFrom(code, userId), sealed, recoveryContext(userId))
      } catch (cause) {
        error =
          cause instanceof Error && /32 letters|not a recovery/.test(cause.message)
            ? cause.message
            : 'Wrong recovery code'
        continue
      }
      const entropy = await combineShares(authShare, recoveryShare)
      try {
        assertSameAccounts(await deriveKeys(entropy), expected)
      } finally {
        entropy.fill(0)
      }
      // This browser's device share is the recovery share, sealed under this browser's own key: with the auth share it
      // is two of three again, and the first browser's device share is not needed.
      await this.storeDeviceShare(userId, recoveryShare, expected)
      recoveryShare.fill(0)
      return expected
    }
  }

  /** Rebuilds the keys for one operation and drops the seed after it. */
  async withKeys<T>(userId: string, use: (keys: SeedKeys) => Promise<T>): Promise<T> {
    const record = await this.storage.getDeviceShare(userId)
    const key = await this.storage.getDeviceKey()
    if (!record || !key) throw new Error('This browser has no share of the wallet')
    const auth = await this.api.getAuthShare()
    if (!auth) throw new Error('This user has no wallet')
    const deviceShare = await openShare(key, record.sealed, deviceContext(userId))
    const entropy = await combineShares(base64.decode(auth.share), deviceShare)
    deviceShare.fill(0)
    try {
      const keys = await deriveKeys(entropy)
      assertSameAccounts(keys, auth.publicAddresses)
      return await use(keys)
    } finally {
      entropy.fill(0)
    }
  }
}
