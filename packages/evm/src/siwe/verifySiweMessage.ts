// Server-side check of a Sign-In With Ethereum message: strict EIP-4361 parsing (core's parser, so the text must be
// exactly what a conforming wallet shows), the bindings the caller expects, the validity window, then the signature.
import { formatSiweMessage, parseRfc3339DateTime, parseSiweMessage, type SiweMessageFields } from '@foyer/core'
import { isHex, verifyMessage as verifyEoaMessage, type Client, type Hex } from 'viem'
import { getChainId, verifyMessage as verifyMessageOnChain } from 'viem/actions'
import { SiweVerificationError } from './errors.js'

export interface VerifySiweMessageParameters {
  /** The exact text that was signed, or its fields (formatted with `formatSiweMessage`, which refuses invalid ones). */
  message: string | SiweMessageFields
  /** Hex signature (65-byte ECDSA, or an ERC-1271 / ERC-6492 signature when `publicClient` is given). */
  signature: string
  /** When set, the message's domain must be exactly this (the site that asked for the sign-in). */
  domain?: string
  /** When set, the message's nonce must be exactly this (the one the server issued). */
  nonce?: string
  /** The clock for Expiration Time / Not Before. Default: now. */
  time?: Date | string | number
  /**
   * A viem client for the message's chain. With it, smart accounts verify too (ERC-1271 for deployed ones, ERC-6492
   * for counterfactual ones); without it only EOA signatures (ecrecover) can verify.
   */
  publicClient?: Client
}

export type VerifySiweMessageResult =
  | { success: true; fields: SiweMessageFields }
  | { success: false; error: SiweVerificationError; fields?: SiweMessageFields }

const toMs = (time: Date | string | number | undefined): number | undefined => {
  if (time === undefined) return Date.now()
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? undefined : time.getTime()
  if (typeof time === 'number') return Number.isFinite(time) ? time : undefined
  return parseRfc3339DateTime(time)
}

/** Verifies a SIWE message and its signature. Resolves `{ success: false, error }` (never rejects) when anything is off. */
export async function verifySiweMessage(parameters: VerifySiweMessageParameters): Promise<VerifySiweMessageResult> {
  const { signature, domain, nonce, publicClient } = parameters

  let fields: SiweMessageFields
  let message: string
  try {
    message = typeof parameters.message === 'string' ? parameters.message : formatSiweMessage(parameters.message)
    fields = parseSiweMessage(message)
  } catch (error) {
    return { success: false, error: new SiweVerificationError('message', (error as Error).message, { cause: error }) }
  }
  const fail = (...args: ConstructorParameters<typeof SiweVerificationError>): VerifySiweMessageResult => ({
    success: false,
    error: new SiweVerificationError(...args),
    fields,
  })

  if (domain !== undefined && fields.domain !== domain)
    return fail('domain', `The sign-in message is for ${JSON.stringify(fields.domain)}, not ${JSON.stringify(domain)}`)
  if (nonce !== undefined && fields.nonce !== nonce)
    return fail('nonce', `The sign-in message's nonce ${JSON.stringify(fields.nonce)} is not the expected one`)

  const now = toMs(parameters.time)
  if (now === undefined)
    return fail('unverifiable', `time ${JSON.stringify(String(parameters.time))} is not a valid time`)
  // The parser accepted these, so they are valid RFC 3339 date-times.
  if (fields.expirationTime !== undefined && now >= parseRfc3339DateTime(fields.expirationTime)!)
    return fail('expired', `The sign-in message expired at ${fields.expirationTime}`)
  if (fields.notBefore !== undefined && now < parseRfc3339DateTime(fields.notBefore)!)
    return fail('not-yet-valid', `The sign-in message is not valid before ${fields.notBefore}`)

  if (!isHex(signature, { strict: true }) || signature.length <= 2)
    return fail('signature', 'The signature is not a 0x-prefixed hex string')
  const address = fields.address as Hex

  if (publicClient) {
    let valid: boolean
    try {
      // A smart account's signature is only meaningful on its own chain, so ask that chain and no other.
      const clientChainId = publicClient.chain?.id ?? (await getChainId(publicClient))
      if (clientChainId !== fields.chainId)
        return fail(
          'chain',
          `The sign-in message is for chain ${fields.chainId}, but the public client is on chain ${clientChainId}`,
        )
      valid = await verifyMessageOnChain(publicClient, { address, message, signature })
    } catch (error) {
      return fail(
        'unverifiable',
        `The signature could not be checked on chain ${fields.chainId}: ${(error as Error).message}`,
        { cause: error },
      )
    }
    return valid
      ? { success: true, fields }
      : fail('signature', `The signature is not ${fields.address}'s signature of this message`)
  }

  try {
    if (await verifyEoaMessage({ address, message, signature })) return { success: true, fields }
  } catch (error) {
    // viem throws on signatures it cannot even decode (wrong length, bad recovery byte).
    return fail('signature', `The signature is malformed: ${(error as Error).message.split('\n')[0]}`, { cause: error })
  }
  return fail('signature', `The signature is not ${fields.address}'s signature of this message`)
}
