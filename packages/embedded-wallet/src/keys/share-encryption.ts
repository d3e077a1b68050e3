// Shares at rest are AES-256-GCM ciphertexts. The device share's key is a WebCrypto key made non-extractable (script
// can decrypt with it but never read it); the recovery share's key is derived with HKDF-SHA-256 from a 128-bit
// recovery code that only the person keeps (high entropy, so no slow password hash is needed).
import { base32crockford, base64 } from '@scure/base'

export interface SealedShare {
  /** base64 of the 12-byte nonce */
  iv: string
  /** base64 of ciphertext + tag */
  ciphertext: string
}

export function generateDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

export async function sealShare(key: CryptoKey, share: Uint8Array, context: string): Promise<SealedShare> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  // The context (which share, whose) is authenticated: a blob moved to another user or slot fails to open.
  const data = new TextEncoder().encode(context)
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: data },
    key,
    share as Uint8Array<ArrayBuffer>,
  )
  return { iv: base64.encode(iv), ciphertext: base64.encode(new Uint8Array(ct)) }
}

export async function openShare(key: CryptoKey, sealed: SealedShare, context: string): Promise<Uint8Array> {
  const data = new TextEncoder().encode(context)
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64.decode(sealed.iv) as Uint8Array<ArrayBuffer>, additionalData: data },
      key,
      base64.decode(sealed.ciphertext) as Uint8Array<ArrayBuffer>,
    )
    return new Uint8Array(plain)
  } catch {
    throw new Error('The share could not be decrypted (wrong key or damaged data)')
  }
}

const RECOVERY_CODE_BYTES = 20 // 160 bits → 32 base32 characters, shown as 8 groups of 4

export function generateRecoveryCode(): string {
  const chars = base32crockford.encode(crypto.getRandomValues(new Uint8Array(RECOVERY_CODE_BYTES)))
  return chars.match(/.{4}/g)!.join('-')
}

/** The code's bytes from what the person typed: case, spaces and dashes do not matter; O/I/L read as 0/1/1. */
export function parseRecoveryCode(typed: string): Uint8Array {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (clean.length !== 32) throw new Error('A recovery code has 32 letters and digits')
  try {
    return base32crockford.decode(clean)
  } catch {
    throw new Error('This is not a recovery code')
  }
}

export async function recoveryKeyFrom(code: string, userId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    parseRecoveryCode(code) as Uint8Array<ArrayBuffer>,
    'HKDF',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode(`foyer-recovery:${userId}`),
      info: new TextEncoder().encode('recovery share'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}
