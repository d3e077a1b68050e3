// The spec's revoke (`POST /v1/sessions/{address}/revoke`, body `pci`, `signature`): the address signs core's
// formatSessionRevokeMessage(pci) — EIP-191 on EVM (checked on the session's chain, so smart accounts can revoke too),
// ed25519 over the UTF-8 text on Solana (base58 signature, as Solana wallets' signMessage returns it), BIP-322 on
// Bitcoin (base64; simple, full or legacy format, with the verifier Bitcoin sign-in uses).
import { createPublicKey, verify } from 'node:crypto'
import { isHex, type Hex, type PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'
import { UpstreamError } from '../../app/errors.js'
import { decodeBase58 } from '../../indexer/solana/base58.js'

// The DER prefix of an Ed25519 SubjectPublicKeyInfo: the 32 key bytes follow it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

function verifyEd25519(message: string, signature: string, address: string): boolean {
  try {
    const key = decodeBase58(address)
    const signed = decodeBase58(signature)
    if (key.length !== 32 || signed.length !== 64) return false
    const publicKey = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, key]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, Buffer.from(message, 'utf8'), publicKey, signed)
  } catch {
    return false
  }
}

/** The session's network decides the address parameters; a network the verifier does not know signs nothing. */
async function verifyBip322(message: string, signature: string, address: string, chainId: string): Promise<boolean> {
  const { networkInfoOf, verifyBitcoinMessage } = await import('@foyer/bitcoin/bip322')
  const network = networkInfoOf(chainId)
  if (!network) return false
  return verifyBitcoinMessage({ address, message, signature, network }).valid
}

export async function verifyRevokeSignature(args: {
  pci: string
  address: string
  chainId: string
  signature: string
  /** The session's chain client (EVM only). */
  evmClient?: PublicClient | undefined
}): Promise<boolean> {
  // Loaded on use, as the sign-in verifiers are (see verify-sign-in.ts).
  const { formatSessionRevokeMessage } = await import('@foyer/core')
  const message = formatSessionRevokeMessage(args.pci)
  if (args.chainId.startsWith('solana:')) return verifyEd25519(message, args.signature, args.address)
  if (args.chainId.startsWith('bip122:')) return verifyBip322(message, args.signature, args.address, args.chainId)
  if (!isHex(args.signature, { strict: true }) || !args.evmClient) return false
  try {
    return await verifyMessage(args.evmClient, {
      address: args.address as Hex,
      message,
      signature: args.signature as Hex,
    })
  } catch (error) {
    const text = (error as Error).message.split('\n')[0] ?? ''
    if (/signature/i.test(text) && !/fetch|http|request|timed? ?out/i.test(text)) return false
    throw new UpstreamError(`The signature could not be checked on ${args.chainId}: ${text}`, { cause: error })
  }
}
