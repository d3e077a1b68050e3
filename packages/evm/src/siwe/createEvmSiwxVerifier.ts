// The eip155 SIWX verifier that createDefaultSiwx() uses: a session holds only when its signed text is an EIP-4361
// message saying exactly what the session's data says, is inside its validity window, and is signed by the account.
import {
  parseCaipNetworkId,
  parseSiweMessage,
  type ChainDefinition,
  type SIWXSession,
  type SIWXVerifier,
  type SiweMessageFields,
} from '@foyer/core'
import { createClient, http, type Client } from 'viem'
import { toViemChain } from '../chains.js'
import { verifySiweMessage } from './verifySiweMessage.js'

export interface EvmSiwxVerifierOptions {
  /**
   * The chains the app knows. A session on a listed chain is checked against that chain's RPC (so smart accounts
   * verify through ERC-1271 / ERC-6492); on any other chain only an EOA signature can verify. A function is read at
   * each verification (the adapter learns its networks in setup()).
   */
  networks: ChainDefinition[] | (() => ChainDefinition[])
  /** Tests: the clock. */
  now?: () => Date
}

const noEmptyStatement = (statement: string | undefined) => (statement === '' ? undefined : statement)
const sameList = (a: string[] = [], b: string[] = []) =>
  a.length === b.length && a.every((item, index) => item === b[index])

/** Whether the parsed message says what the session's data says (an empty statement or resource list counts as none). */
function matchesData(fields: SiweMessageFields, data: SIWXSession['data'], chainId: number): boolean {
  return (
    // EIP-55 in the message; the data may carry the wallet's lower-case form of the same address.
    fields.address.toLowerCase() === data.accountAddress.toLowerCase() &&
    fields.chainId === chainId &&
    fields.domain === data.domain &&
    fields.uri === data.uri &&
    fields.version === data.version &&
    fields.nonce === data.nonce &&
    fields.issuedAt === data.issuedAt &&
    fields.expirationTime === data.expirationTime &&
    fields.notBefore === data.notBefore &&
    fields.requestId === data.requestId &&
    noEmptyStatement(fields.statement) === noEmptyStatement(data.statement) &&
    sameList(fields.resources, data.resources)
  )
}

/** CAIP-74 signature types of an eip155 CACAO: an EOA's (EIP-191) or a contract account's (ERC-1271). */
const CACAO_SIGNATURE_TYPES = ['eip191', 'eip1271']
const cacaoField = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)

/**
 * Whether a session's CACAO (WalletConnect's one-click sign-in attaches one) says what the session says: the same
 * signature, issuer, and fields. Either signature type is then checked the same way (viem's verifyMessage: ecrecover,
 * then ERC-1271 / ERC-6492 on the session's chain), so the type is a claim the signature itself has to back.
 */
function matchesCacao(cacao: NonNullable<SIWXSession['cacao']>, session: SIWXSession): boolean {
  const { p, s, h } = cacao
  const { data } = session
  if (h?.t !== 'caip122' && h?.t !== 'eip4361') return false
  if (!CACAO_SIGNATURE_TYPES.includes(s?.t) || s.s !== session.signature) return false
  if (
    typeof p?.iss !== 'string' ||
    p.iss.toLowerCase() !== `did:pkh:${data.chainId}:${data.accountAddress}`.toLowerCase()
  )
    return false
  return (
    p.domain === data.domain &&
    p.nonce === data.nonce &&
    (cacaoField(p.aud) ?? cacaoField((p as { uri?: string }).uri)) === data.uri &&
    cacaoField(p.version ?? '1') === data.version &&
    cacaoField(p.iat) === data.issuedAt &&
    cacaoField(p.exp) === data.expirationTime &&
    cacaoField(p.nbf) === data.notBefore &&
    cacaoField(p.requestId) === data.requestId &&
    noEmptyStatement(p.statement) === noEmptyStatement(data.statement) &&
    sameList(p.resources, data.resources)
  )
}

export function createEvmSiwxVerifier(options: EvmSiwxVerifierOptions): SIWXVerifier {
  const networks =
    typeof options.networks === 'function' ? options.networks : () => options.networks as ChainDefinition[]
  const now = options.now ?? (() => new Date())
  const clients = new Map<string, Client>()

  const clientFor = (caipNetworkId: string): Client | undefined => {
    const network = networks().find((n) => n.chainNamespace === 'eip155' && n.caipNetworkId === caipNetworkId)
    const url = network?.rpcUrls.default.http[0]
    if (!network || !url) return undefined
    const key = `${caipNetworkId} ${url}`
    let client = clients.get(key)
    if (!client) {
      client = createClient({ chain: toViemChain(network), transport: http(url) })
      clients.set(key, client)
    }
    return client
  }

  return {
    chainNamespace: 'eip155',
    async verify(session: SIWXSession): Promise<boolean> {
      try {
        const { data } = session
        const { namespace, reference } = parseCaipNetworkId(data.chainId)
        if (namespace !== 'eip155' || !/^(?:0|[1-9]\d*)$/.test(reference)) return false
        // Compared before the signature, so a session that says something else costs no RPC call.
        if (!matchesData(parseSiweMessage(session.message), data, Number(reference))) return false
        if (session.cacao !== undefined && !matchesCacao(session.cacao, session)) return false
        const result = await verifySiweMessage({
          message: session.message,
          signature: session.signature,
          domain: data.domain,
          nonce: data.nonce,
          time: now(),
          publicClient: clientFor(data.chainId),
        })
        return result.success
      } catch {
        // A session from storage can be any shape; a malformed one simply does not verify.
        return false
      }
    },
  }
}
