// Checks a signed sign-in message for a project before any session exists: EIP-4361 (core's strict parser, then
// viem's verifyMessage on the chain's RPC — ecrecover for an EOA, ERC-1271 for a deployed smart account, ERC-6492 for
// one not deployed yet), Sign In With Solana (@foyer/solana/siws: the client's own ed25519 verifier) or a bip122
// CAIP-122 message signed with BIP-322 (@foyer/bitcoin/bip322: the parser and verifier the client's Bitcoin SIWX
// uses). The nonce is not spent here: the route spends it atomically once everything else holds.
import type { SIWXMessageData } from '@foyer/core'
import { createPublicClient, http, isHex, type Hex, type PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'
import { BadRequestError, UpstreamError } from '../../app/errors.js'
import { chainAllowed } from '../../app/projects.js'
import type { ChainConfig, FoyerServerConfig, ProjectConfig } from '../../config/config-schema.js'

export type SignInRefusalReason =
  | 'domain'
  | 'chain'
  | 'expired'
  | 'not-yet-valid'
  | 'nonce'
  | 'signature'
  | 'cacao'
  | 'address'

/** A sign-in the server will not accept: 401 with `reason` and the text. */
export class SignInRefusal extends Error {
  constructor(
    readonly reason: SignInRefusalReason,
    message: string,
  ) {
    super(message)
    this.name = 'SignInRefusal'
  }
}

export interface SignInInput {
  message: string
  signature: string
  /** The chain the client signed in on (CAIP-2); must agree with the message. Picks among Solana clusters. */
  chainId?: string | undefined
  cacao?: { p?: Record<string, unknown>; s?: { t?: unknown; s?: unknown }; h?: unknown } | undefined
}

export interface VerifiedSignIn {
  namespace: 'eip155' | 'solana' | 'bip122'
  chainId: string
  address: string
  data: SIWXMessageData
}

const ETHEREUM_HEADER = ' wants you to sign in with your Ethereum account:'
const SOLANA_HEADER = ' wants you to sign in with your Solana account:'
const BITCOIN_HEADER = ' wants you to sign in with your Bitcoin account:'

function withoutUndefined(data: SIWXMessageData): SIWXMessageData {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as unknown as SIWXMessageData
}

/** Domain and URI must belong to one of the project's allowed origins ('*': any, as long as they agree). */
function checkPlace(project: ProjectConfig, domain: string, uri: string | undefined) {
  let origin: URL | undefined
  if (uri !== undefined) {
    try {
      origin = new URL(uri)
    } catch {
      throw new SignInRefusal('domain', `The message's URI ${JSON.stringify(uri)} is not a URL`)
    }
    if (origin.host !== domain)
      throw new SignInRefusal('domain', `The message's domain ${domain} is not the host of its URI ${uri}`)
  }
  if (project.allowedOrigins.includes('*')) return
  const allowed = project.allowedOrigins.filter((o) => {
    try {
      return new URL(o).host === domain
    } catch {
      return false
    }
  })
  if (allowed.length === 0) throw new SignInRefusal('domain', `${domain} is not an allowed origin of this project`)
  if (origin && !allowed.includes(origin.origin))
    throw new SignInRefusal('domain', `${origin.origin} is not an allowed origin of this project`)
}

function checkTime(data: { expirationTime?: string | undefined; notBefore?: string | undefined }, now: number) {
  if (data.expirationTime !== undefined && now >= Date.parse(data.expirationTime))
    throw new SignInRefusal('expired', `The sign-in message expired at ${data.expirationTime}`)
  if (data.notBefore !== undefined && now < Date.parse(data.notBefore))
    throw new SignInRefusal('not-yet-valid', `The sign-in message is not valid before ${data.notBefore}`)
}

/** A CACAO (WalletConnect's one-click sign-in) must say what the message says, with the same signature. */
function checkCacao(cacao: NonNullable<SignInInput['cacao']>, input: SignInInput, verified: VerifiedSignIn) {
  const p = cacao.p ?? {}
  const iss = typeof p.iss === 'string' ? p.iss.toLowerCase() : ''
  const holds =
    cacao.s?.s === input.signature &&
    p.nonce === verified.data.nonce &&
    p.domain === verified.data.domain &&
    iss === `did:pkh:${verified.chainId}:${verified.address}`.toLowerCase()
  if (!holds) throw new SignInRefusal('cacao', 'The CACAO does not match the signed message')
}

export interface SignInContext {
  config: FoyerServerConfig
  project: ProjectConfig
  now: number
  /** The chain's viem client (one per chain, kept by the caller). */
  evmClient(chain: ChainConfig): PublicClient
}

export function evmClientCache(): (chain: ChainConfig) => PublicClient {
  const clients = new Map<string, PublicClient>()
  return (chain) => {
    let client = clients.get(chain.id)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrls[0], { timeout: 10_000 }) })
      clients.set(chain.id, client)
    }
    return client
  }
}

const enabledChain = (context: SignInContext, chainId: string) =>
  context.config.chains.find((c) => c.id === chainId && chainAllowed(context.project, c.id))

// Loaded with the first sign-in: start-up and the CLI's other commands do not load the verifiers (nor need the
// workspace packages built when run from source without the "source" condition).
const loadCore = () => import('@foyer/core')
const loadSiws = () => import('@foyer/solana/siws')
const loadBip322 = () => import('@foyer/bitcoin/bip322')

async function verifyEthereum(input: SignInInput, context: SignInContext): Promise<VerifiedSignIn> {
  const { parseSiweMessage } = await loadCore()
  let fields: ReturnType<typeof parseSiweMessage>
  try {
    fields = parseSiweMessage(input.message)
  } catch (error) {
    throw new BadRequestError(`Invalid message: ${(error as Error).message}`, 'message')
  }
  const chainId = `eip155:${fields.chainId}`
  const data = withoutUndefined({
    accountAddress: fields.address,
    chainId: chainId as SIWXMessageData['chainId'],
    domain: fields.domain,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    statement: fields.statement,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    resources: fields.resources?.length ? [...fields.resources] : undefined,
  })
  checkPlace(context.project, fields.domain, fields.uri)
  if (input.chainId !== undefined && input.chainId !== chainId)
    throw new SignInRefusal('chain', `The message is for ${chainId}, not ${input.chainId}`)
  const chain = enabledChain(context, chainId)
  if (!chain) throw new SignInRefusal('chain', `${chainId} is not a chain this project enables`)
  checkTime(fields, context.now)
  const verified: VerifiedSignIn = { namespace: 'eip155', chainId, address: fields.address, data }
  if (input.cacao) checkCacao(input.cacao, input, verified)
  if (!isHex(input.signature, { strict: true }) || input.signature.length <= 2)
    throw new SignInRefusal('signature', 'The signature is not a 0x-prefixed hex string')
  let valid: boolean
  try {
    valid = await verifyMessage(context.evmClient(chain), {
      address: fields.address as Hex,
      message: input.message,
      signature: input.signature,
    })
  } catch (error) {
    const text = (error as Error).message.split('\n')[0]
    // A signature viem cannot even decode is the signer's fault; a chain that does not answer is ours.
    if (/signature/i.test(text ?? '') && !/fetch|http|request|timed? ?out/i.test(text ?? ''))
      throw new SignInRefusal('signature', `The signature is malformed: ${text}`)
    throw new UpstreamError(`The signature could not be checked on ${chainId}: ${text}`, { cause: error })
  }
  if (!valid) throw new SignInRefusal('signature', `The signature is not ${fields.address}'s signature of this message`)
  return verified
}

async function verifySolana(input: SignInInput, context: SignInContext): Promise<VerifiedSignIn> {
  const { parseSiwsMessage, siwsChainIdMatches, verifySiwsMessage } = await loadSiws()
  let fields: ReturnType<typeof parseSiwsMessage>
  try {
    fields = parseSiwsMessage(input.message)
  } catch (error) {
    throw new BadRequestError(`Invalid message: ${(error as Error).message}`, 'message')
  }
  checkPlace(context.project, fields.domain, fields.uri)
  const candidates = context.config.chains.filter(
    (c) =>
      c.id.startsWith('solana:') &&
      chainAllowed(context.project, c.id) &&
      siwsChainIdMatches(fields.chainId, c.id) &&
      (input.chainId === undefined || input.chainId === c.id),
  )
  if (candidates.length !== 1)
    throw new SignInRefusal(
      'chain',
      candidates.length === 0
        ? `${input.chainId ?? fields.chainId ?? 'The message'} is not a Solana chain this project enables`
        : 'The message names no single Solana chain: send chainId',
    )
  const chainId = candidates[0]!.id
  checkTime(fields, context.now)
  if (!fields.nonce) throw new SignInRefusal('nonce', 'The message carries no nonce')
  const data = withoutUndefined({
    accountAddress: fields.address,
    chainId: chainId as SIWXMessageData['chainId'],
    domain: fields.domain,
    uri: fields.uri ?? '',
    version: fields.version ?? '1',
    nonce: fields.nonce,
    statement: fields.statement || undefined,
    issuedAt: fields.issuedAt || undefined,
    expirationTime: fields.expirationTime || undefined,
    notBefore: fields.notBefore || undefined,
    requestId: fields.requestId || undefined,
    resources: fields.resources?.length ? [...fields.resources] : undefined,
  })
  const verified: VerifiedSignIn = { namespace: 'solana', chainId, address: fields.address, data }
  if (input.cacao) checkCacao(input.cacao, input, verified)
  const result = verifySiwsMessage({
    message: input.message,
    signature: input.signature,
    address: fields.address,
    time: new Date(context.now),
  })
  if (!result.success) {
    const reason = result.error.reason
    throw new SignInRefusal(
      reason === 'expired' || reason === 'not-yet-valid' || reason === 'domain' || reason === 'nonce'
        ? reason
        : 'signature',
      result.error.message,
    )
  }
  return verified
}

async function verifyBitcoin(input: SignInInput, context: SignInContext): Promise<VerifiedSignIn> {
  const { decodeBitcoinAddress, parseBitcoinSiwxMessage, networkInfoOf, verifyBitcoinMessage } = await loadBip322()
  let data: SIWXMessageData
  try {
    data = parseBitcoinSiwxMessage(input.message)
  } catch (error) {
    throw new BadRequestError(`Invalid message: ${(error as Error).message}`, 'message')
  }
  checkPlace(context.project, data.domain, data.uri)
  const chainId = data.chainId
  if (input.chainId !== undefined && input.chainId !== chainId)
    throw new SignInRefusal('chain', `The message is for ${chainId}, not ${input.chainId}`)
  // The reference must name a Bitcoin network the verifier knows (its address prefixes), and the project must enable it.
  const network = networkInfoOf(chainId)
  if (!network || !enabledChain(context, chainId))
    throw new SignInRefusal('chain', `${chainId} is not a chain this project enables`)
  try {
    decodeBitcoinAddress(data.accountAddress, network)
  } catch (error) {
    // Another network's address, or no address at all: the text is wrong, whoever signed it.
    throw new BadRequestError(`Invalid message: ${(error as Error).message}`, 'message')
  }
  checkTime(data, context.now)
  const verified: VerifiedSignIn = { namespace: 'bip122', chainId, address: data.accountAddress, data }
  if (input.cacao) checkCacao(input.cacao, input, verified)
  const result = verifyBitcoinMessage({
    address: data.accountAddress,
    message: input.message,
    signature: input.signature,
    network,
  })
  if (!result.valid)
    throw new SignInRefusal(
      'signature',
      `The signature is not ${data.accountAddress}'s BIP-322 signature of this message: ${result.reason}`,
    )
  return verified
}

/** What the message proves, or a SignInRefusal / BadRequestError (bad text) / UpstreamError (chain unreachable). */
export async function verifySignIn(input: SignInInput, context: SignInContext): Promise<VerifiedSignIn> {
  const header = input.message.slice(0, input.message.indexOf('\n') >>> 0)
  if (header.endsWith(ETHEREUM_HEADER)) return verifyEthereum(input, context)
  if (header.endsWith(SOLANA_HEADER)) return verifySolana(input, context)
  if (header.endsWith(BITCOIN_HEADER)) return verifyBitcoin(input, context)
  throw new BadRequestError(
    'Invalid message: neither a Sign-In With Ethereum, a Sign In With Solana nor a Bitcoin (CAIP-122) sign-in message',
    'message',
  )
}
