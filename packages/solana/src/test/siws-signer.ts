// TEST-ONLY: a Solana dev account (the dev mnemonic's m/44'/501'/i'/0', as the Foyer Dev Wallet derives it) that signs
// Sign In With Solana texts with WebCrypto's ed25519 through @solana/kit, so verification (noble's ed25519) is checked
// against an independent implementation.
import { devSolanaSecret } from '@foyer/dev-wallet'
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder, signBytes } from '@solana/kit'

export interface SiwsTestSigner {
  address: string
  /** The 64-byte signature of the UTF-8 text. */
  signBytes(text: string): Promise<Uint8Array>
  /** The base58 signature of the UTF-8 text, as Foyer sessions keep it. */
  sign(text: string): Promise<string>
}

export async function devSiwsSigner(index = 0): Promise<SiwsTestSigner> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(index))
  const bytesOf = async (text: string) =>
    new Uint8Array(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(text)))
  return {
    address: signer.address,
    signBytes: bytesOf,
    async sign(text) {
      return getBase58Decoder().decode(await bytesOf(text))
    },
  }
}
