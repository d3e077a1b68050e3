import { describe, expect, it } from 'vitest'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'
import { deriveEd25519Seed, devSolanaSecret } from './solana-dev-keys.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('Solana dev keys', () => {
  it("follow SLIP-0010 (the spec's ed25519 test vector 1)", () => {
    const seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'))
    expect(hex(deriveEd25519Seed(seed, []))).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    expect(hex(deriveEd25519Seed(seed, [0]))).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
    expect(hex(deriveEd25519Seed(seed, [0, 1, 2, 2, 1000000000]))).toBe(
      '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    )
  })
  it('give distinct, stable Solana addresses per index', async () => {
    const address = async (i: number) =>
      getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(devSolanaSecret(i))).publicKey)
    const [a0, a1, again] = [await address(0), await address(1), await address(0)]
    expect(a0).toBe(again)
    expect(a0).not.toBe(a1)
    expect(a0).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })
})
