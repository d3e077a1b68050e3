// Checks a name registration (POST v1/profile/account): the message is core's formatNameRegistrationMessage for the
// body's address and coin type, signed within names.messageMaxAgeSeconds of now, and the signature is the address's —
// viem's verifyMessage on the chain's RPC, so a smart account verifies by ERC-1271 (deployed) or ERC-6492 (not yet).
// Coin type 60 is checked on the project's first EVM chain; an EVM chain's own coin type (0x80000000 | id) on that chain.
import { createPublicClient, http, isHex, type Hex, type PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'
import { BadRequestError, UpstreamError } from '../../app/errors.js'
import type { ChainConfig, FoyerServerConfig } from '../../config/config-schema.js'
import { parseName } from './name-rules.js'

/** A registration whose signature does not hold or whose message is stale: 401 `{ error, reason }`. */
export class RegistrationRefusal extends Error {
  constructor(
    readonly reason: 'signature' | 'expired',
    message: string,
  ) {
    super(message)
    this.name = 'RegistrationRefusal'
  }
}

export interface RegistrationInput {
  coin_type: number
  address: string
  message: string
  signature: string
}

// Loaded with the first registration, as the sign-in verifiers load core (start-up does not need it built).
const loadCore = () => import('@foyer/core')

function chainForCoinType(
  config: FoyerServerConfig,
  coinType: number,
  allowed: (chainId: string) => boolean,
): ChainConfig | undefined {
  const evm = config.chains.filter((c) => c.id.startsWith('eip155:') && allowed(c.id))
  if (coinType === 60) return evm[0]
  if (coinType < 0x80000000) return undefined
  return evm.find((c) => c.id === `eip155:${coinType - 0x80000000}`)
}

const clients = new Map<string, PublicClient>()
function clientOf(chain: ChainConfig): PublicClient {
  const key = `${chain.id} ${chain.rpcUrls[0]}`
  let client = clients.get(key)
  if (!client) {
    client = createPublicClient({ transport: http(chain.rpcUrls[0], { retryCount: 0, timeout: 10_000 }) })
    clients.set(key, client)
  }
  return client
}

/** The zone name the message registers, once everything holds. */
export async function verifyRegistration(
  input: RegistrationInput,
  config: FoyerServerConfig,
  now: number,
  allowed: (chainId: string) => boolean,
): Promise<{ name: string; address: string; coinType: number }> {
  const { parseNameRegistrationMessage } = await loadCore()
  let fields: ReturnType<typeof parseNameRegistrationMessage>
  try {
    fields = parseNameRegistrationMessage(input.message)
  } catch (error) {
    throw new BadRequestError(`Invalid message: ${(error as Error).message}`, 'message')
  }
  if (fields.address.toLowerCase() !== input.address.toLowerCase())
    throw new BadRequestError('Invalid message: it names another address than the body’s', 'message')
  if (fields.coinType !== input.coin_type)
    throw new BadRequestError('Invalid message: it names another coin type than the body’s', 'message')
  const parsed = parseName(fields.name, config.names, 'message')
  if (parsed.kind !== 'zone')
    throw new BadRequestError(
      `Invalid message: only names ending in .${config.names.zone} can be registered`,
      'message',
    )
  const chain = chainForCoinType(config, input.coin_type, allowed)
  if (!chain)
    throw new BadRequestError('Invalid coin_type: no EVM chain of this project has that coin type', 'coin_type')
  const age = Math.abs(now - Date.parse(fields.issuedAt)) / 1000
  if (age > config.names.messageMaxAgeSeconds)
    throw new RegistrationRefusal(
      'expired',
      `The message was signed at ${fields.issuedAt}, more than ${config.names.messageMaxAgeSeconds} s from now`,
    )
  if (!isHex(input.signature, { strict: true }) || input.signature.length <= 2)
    throw new RegistrationRefusal('signature', 'The signature is not a 0x-prefixed hex string')
  let valid: boolean
  try {
    valid = await verifyMessage(clientOf(chain), {
      address: input.address as Hex,
      message: input.message,
      signature: input.signature,
    })
  } catch (error) {
    const text = (error as Error).message.split('\n')[0] ?? ''
    // A signature viem cannot decode is the signer's fault; a chain that does not answer is ours.
    if (/signature/i.test(text) && !/fetch|http|request|timed? ?out/i.test(text))
      throw new RegistrationRefusal('signature', `The signature is malformed: ${text}`)
    throw new UpstreamError(`The signature could not be checked on ${chain.id}: ${text}`, { cause: error })
  }
  if (!valid)
    throw new RegistrationRefusal('signature', `The signature is not ${input.address}'s signature of this message`)
  return { name: parsed.name, address: input.address, coinType: input.coin_type }
}
