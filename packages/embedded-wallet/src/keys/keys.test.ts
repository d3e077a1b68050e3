import { getBase58Encoder, getUtf8Encoder, verifySignature, getPublicKeyFromAddress } from '@solana/kit'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { assertSameAccounts, deriveKeys, publicAddressesOf } from './derive-accounts.js'
import {
  generateDeviceKey,
  generateRecoveryCode,
  openShare,
  parseRecoveryCode,
  recoveryKeyFrom,
  sealShare,
} from './share-encryption.js'
import { generateSeedEntropy, mnemonicOf } from './seed.js'
import { combineShares, splitSeed } from './split-seed.js'

describe('seed split 2 of 3', () => {
  it('any two shares rebuild the seed and its accounts', async () => {
    const entropy = generateSeedEntropy()
    const expected = publicAddressesOf(await deriveKeys(entropy))
    const { device, auth, recovery } = await splitSeed(entropy)
    for (const [a, b] of [
      [device, auth],
      [auth, recovery],
      [recovery, device],
    ] as const) {
      const rebuilt = await combineShares(a, b)
      expect(rebuilt).toEqual(entropy)
      assertSameAccounts(await deriveKeys(rebuilt), expected)
    }
  })

  it('one share alone rebuilds nothing: with any other seed’s share it gives another wallet, refused', async () => {
    const entropy = generateSeedEntropy()
    const expected = publicAddressesOf(await deriveKeys(entropy))
    const mine = await splitSeed(entropy)
    // The server's share is all a database holds; pair it with the best an attacker can make up: another seed's share.
    // Shares carry a random x-coordinate (their last byte): another seed's share has a different one (below: garbage,
    // refused by the recorded addresses) or, once in 255, the same one (refused at once). Both cases, every run.
    const xOf = (share: Uint8Array) => share[share.length - 1]
    let other = await splitSeed(generateSeedEntropy())
    while (xOf(other.device) === xOf(mine.auth)) other = await splitSeed(generateSeedEntropy())
    const guess = await combineShares(mine.auth, other.device)
    expect(guess).not.toEqual(entropy)
    const keys = await deriveKeys(guess)
    expect(keys.evm.address).not.toBe(expected.eip155)
    expect(() => assertSameAccounts(keys, expected)).toThrow('The key shares do not rebuild this wallet')

    let sameX = await splitSeed(generateSeedEntropy())
    while (xOf(sameX.device) !== xOf(mine.auth)) sameX = await splitSeed(generateSeedEntropy())
    await expect(combineShares(mine.auth, sameX.device)).rejects.toThrow('The key shares do not rebuild this wallet')
  })

  it('a share is the seed’s length plus one byte and is not the seed', async () => {
    const entropy = generateSeedEntropy()
    const { auth } = await splitSeed(entropy)
    expect(auth.length).toBe(33)
    expect(auth.slice(0, 32)).not.toEqual(entropy)
  })
})

describe('accounts from one seed', () => {
  it('BIP-39: 32 bytes of entropy are a 24-word mnemonic', () => {
    expect(mnemonicOf(new Uint8Array(32)).split(' ')).toHaveLength(24)
    expect(() => mnemonicOf(new Uint8Array(16))).toThrow('A seed is 32 bytes, not 16')
  })

  it('signs for EVM (verified by viem) and Solana (verified with the address as ed25519 key)', async () => {
    const keys = await deriveKeys(generateSeedEntropy())
    const signature = await keys.evm.signMessage({ message: 'hello foyer' })
    expect(await verifyMessage({ address: keys.evm.address, message: 'hello foyer', signature })).toBe(true)

    const message = Uint8Array.from(getUtf8Encoder().encode('hello solana'))
    const [signed] = await keys.solana.signMessages([{ content: message, signatures: {} }])
    const solSignature = signed![keys.solana.address]!
    const publicKey = await getPublicKeyFromAddress(keys.solana.address)
    expect(await verifySignature(publicKey, solSignature, message)).toBe(true)
    expect(getBase58Encoder().encode(keys.solana.address)).toHaveLength(32)
  })

  it('the same seed gives the same addresses every time (same wallet on every login)', async () => {
    const entropy = generateSeedEntropy()
    const a = publicAddressesOf(await deriveKeys(entropy))
    const b = publicAddressesOf(await deriveKeys(entropy.slice()))
    expect(b).toEqual(a)
  })
})

describe('shares at rest', () => {
  it('the device key is not extractable and seals a share only for its context', async () => {
    const key = await generateDeviceKey()
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    const share = crypto.getRandomValues(new Uint8Array(33))
    const sealed = await sealShare(key, share, 'device:user-1')
    expect(await openShare(key, sealed, 'device:user-1')).toEqual(share)
    await expect(openShare(key, sealed, 'device:user-2')).rejects.toThrow('The share could not be decrypted')
  })

  it('the recovery share opens with the recovery code as typed, and not with another code', async () => {
    const code = generateRecoveryCode()
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    const share = crypto.getRandomValues(new Uint8Array(33))
    const sealed = await sealShare(await recoveryKeyFrom(code, 'u1'), share, 'recovery:u1')
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `
    expect(await openShare(await recoveryKeyFrom(typed, 'u1'), sealed, 'recovery:u1')).toEqual(share)
    await expect(openShare(await recoveryKeyFrom(generateRecoveryCode(), 'u1'), sealed, 'recovery:u1')).rejects.toThrow(
      'The share could not be decrypted',
    )
    expect(() => parseRecoveryCode('1234')).toThrow('A recovery code has 32 letters and digits')
  })
})
