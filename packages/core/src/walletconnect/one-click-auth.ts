// WalletConnect's one-click sign-in (`wc_sessionAuthenticate`): the pairing carries a sign-in request, the wallet answers
// with a session and one CACAO per chain it signed in on. The pure parts live here: when it applies, what is asked, and
// how a CACAO becomes a SIWX session whose message is the exact EIP-4361 text the wallet signed.
import { formatSiweMessage } from '../siwx/siwe-format-message.js'
import type { Cacao, SIWXAuthRequest, SIWXMessageData, SIWXSession } from '../siwx/types.js'
import type { CaipNetworkId } from '../types.js'
import { WC_METHODS, type WcNamespaceRequest } from './namespaces.js'

/**
 * The chains of a one-click sign-in, or undefined when it does not apply: WalletConnect authenticates eip155 chains
 * only, so a proposal that also asks for another namespace (solana) connects first and signs in afterwards.
 */
export function oneClickChains(optionalNamespaces: Record<string, WcNamespaceRequest>): CaipNetworkId[] | undefined {
  const namespaces = Object.keys(optionalNamespaces)
  if (namespaces.length !== 1 || namespaces[0] !== 'eip155') return undefined
  const chains = optionalNamespaces.eip155!.chains
  return chains.length > 0 ? (chains as CaipNetworkId[]) : undefined
}

/**
 * UniversalProvider.authenticate's parameters. `methods` makes the SDK add a ReCap for them, which is what gets the
 * dapp a session (without it, the SDK returns signatures and no session). `optionalNamespaces` is not the SDK's
 * authenticate field: UniversalProvider keeps it (as it does for connect) so the session's chains use the app's RPC
 * URLs (rpcMap) and never WalletConnect's hosted RPC.
 */
export function authenticateParams(
  request: SIWXAuthRequest,
  chains: CaipNetworkId[],
  optionalNamespaces: Record<string, WcNamespaceRequest>,
): Record<string, unknown> {
  return {
    chains,
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.expirationTime ? { exp: request.expirationTime } : {}),
    ...(request.notBefore ? { nbf: request.notBefore } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    ...(request.resources?.length ? { resources: [...request.resources] } : {}),
    methods: [...(WC_METHODS.eip155 ?? [])],
    optionalNamespaces,
  }
}

export class CacaoSessionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CacaoSessionError'
  }
}

const DID_PKH_EIP155 = /^did:pkh:eip155:(0|[1-9]\d*):(0x[0-9a-fA-F]{40})$/

/** An empty string in a CACAO field means the field is absent (the wallet's SDK writes it so). */
const present = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)

/**
 * The SIWX session of one CACAO from a one-click sign-in: `data` from the payload, `message` the EIP-4361 text of it
 * (what the wallet signed, rebuilt with core's strict formatter, so a payload that is not valid EIP-4361 throws),
 * `signature` the CACAO's. The caller's verifier decides whether the signature holds.
 */
export function siwxSessionOfCacao(cacao: Cacao): SIWXSession {
  const match = DID_PKH_EIP155.exec(cacao?.p?.iss ?? '')
  if (!match)
    throw new CacaoSessionError(
      `A one-click sign-in issuer must be did:pkh on an eip155 chain, not ${JSON.stringify(cacao?.p?.iss)}`,
    )
  const [, reference, address] = match as unknown as [string, string, string]
  const p = cacao.p as Cacao['p'] & { uri?: string }
  const uri = present(p.aud) ?? present(p.uri)
  const issuedAt = present(p.iat)
  if (!uri || !issuedAt) throw new CacaoSessionError('A one-click sign-in CACAO needs aud and iat')
  if (typeof cacao.s?.s !== 'string') throw new CacaoSessionError('A one-click sign-in CACAO has no signature')
  const data: SIWXMessageData = {
    accountAddress: address,
    chainId: `eip155:${reference}`,
    domain: p.domain,
    uri,
    version: p.version ?? '1',
    nonce: p.nonce,
    issuedAt,
  }
  const statement = present(p.statement)
  if (statement !== undefined) data.statement = statement
  const expirationTime = present(p.exp)
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  const notBefore = present(p.nbf)
  if (notBefore !== undefined) data.notBefore = notBefore
  const requestId = present(p.requestId)
  if (requestId !== undefined) data.requestId = requestId
  if (p.resources?.length) data.resources = [...p.resources]
  const message = formatSiweMessage({
    domain: data.domain,
    address,
    statement,
    uri,
    version: data.version as '1',
    chainId: Number(reference),
    nonce: data.nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    // The wallet writes "Resources:" for an empty list too.
    resources: p.resources ? [...p.resources] : undefined,
  })
  return { data, message, signature: cacao.s.s, cacao }
}
