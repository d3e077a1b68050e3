import type { SIWXMessageData } from '@foyer/core'
import type { SolanaSignInFeature, SolanaSignInInput } from '@solana/wallet-standard-features'
import { bytesToBase58 } from '../base58.js'
import { toWalletError } from '../errors.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import { siwsChainIdMatches } from './siwsChainIdMatches.js'
import { siwsFieldsFromSiwx } from './siwsFieldsFromSiwx.js'
import { SiwsSignInError } from './errors.js'
import type { SiwsMessageFields } from './types.js'
import { validateSiwsFields } from './validateSiwsFields.js'
import { verifySiwsMessage } from './verifySiwsMessage.js'

export { SiwsSignInError } from './errors.js'

export interface SignInWithWalletArgs {
  signIn: SolanaSignInFeature['solana:signIn']['signIn']
  data: SIWXMessageData
}

export interface SignInWithWalletResult {
  /** The exact text the wallet signed. */
  message: string
  /** Base58 ed25519 signature. */
  signature: string
  /** The fields as the wallet wrote them; chainId stays the CAIP-2 id asked for. */
  data: SIWXMessageData
}

const FIELDS_THE_WALLET_KEEPS = [
  'domain',
  'address',
  'statement',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
] as const satisfies readonly (keyof SiwsMessageFields)[]

/**
 * Signs in with a wallet's `solana:signIn`: asks for a message with `data`'s fields, then reads back what the wallet
 * signed and checks it before anyone stores it — every field given is in the message unchanged (a wallet may only
 * add fields), the Chain ID agrees with `data.chainId`, and the signature is the account's. A refusal in the wallet
 * rejects with core's `UserRejectedError`; an answer that does not hold with `SiwsSignInError`.
 */
export async function signInWithWallet({ signIn, data }: SignInWithWalletArgs): Promise<SignInWithWalletResult> {
  const requested = validateSiwsFields(siwsFieldsFromSiwx(data))
  const input: SolanaSignInInput = { ...requested }
  let outputs: Awaited<ReturnType<typeof signIn>>
  try {
    outputs = await signIn(input)
  } catch (error) {
    throw toWalletError(error)
  }
  const output = outputs?.[0]
  if (!output) throw new SiwsSignInError('The wallet answered solana:signIn without a result')
  if (output.signedMessageFormat)
    throw new SiwsSignInError(`The wallet signed a ${output.signedMessageFormat.kind}, not the message text`)

  let message: string
  let fields: SiwsMessageFields
  try {
    message = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(output.signedMessage)
    fields = parseSiwsMessage(message)
  } catch (error) {
    throw new SiwsSignInError('The wallet signed a message that is not a valid Sign In With Solana message', {
      cause: error,
    })
  }
  for (const name of FIELDS_THE_WALLET_KEEPS) {
    if (requested[name] !== undefined && fields[name] !== requested[name])
      throw new SiwsSignInError(`The wallet changed the sign-in message's ${name}`)
  }
  const resources = requested.resources ?? []
  const signedResources = fields.resources ?? []
  if (resources.length !== signedResources.length || resources.some((r, i) => r !== signedResources[i]))
    throw new SiwsSignInError("The wallet changed the sign-in message's resources")
  if (!siwsChainIdMatches(fields.chainId, data.chainId))
    throw new SiwsSignInError(`The wallet signed in on chain ${String(fields.chainId)}, not ${data.chainId}`)

  const signature = bytesToBase58(output.signature)
  const verified = verifySiwsMessage({ message, signature, address: data.accountAddress })
  if (!verified.success)
    throw new SiwsSignInError("The wallet's sign-in signature does not verify", { cause: verified.error })

  return {
    message,
    signature,
    data: {
      accountAddress: fields.address,
      chainId: data.chainId,
      domain: fields.domain,
      uri: fields.uri ?? data.uri,
      version: fields.version ?? data.version,
      nonce: fields.nonce ?? data.nonce,
      ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
      ...(fields.issuedAt !== undefined ? { issuedAt: fields.issuedAt } : {}),
      ...(fields.expirationTime !== undefined ? { expirationTime: fields.expirationTime } : {}),
      ...(fields.notBefore !== undefined ? { notBefore: fields.notBefore } : {}),
      ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
      ...(fields.resources !== undefined ? { resources: [...fields.resources] } : {}),
    },
  }
}
