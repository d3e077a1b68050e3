// The dev wallet as the Farcaster app: reads a `farcaster://connect?channelToken=…` link (the QR's content, as the dev
// auth relay makes it), says what is asked (which site, for which fid), and on approval builds the Sign In With
// Farcaster message with @farcaster/auth-client, signs it with the fid's custody key and posts it to the relay.
// Development only: the custody keys are the public dev mnemonic's.
import { createWalletClient, viemConnector, type WalletClient } from '@farcaster/auth-client'
import type { LocalAccount } from 'viem'

/** The relay's development key for POST /v1/channel/authenticate (the devnet's DEV_FARCASTER_RELAY_KEY). */
export const DEV_FARCASTER_RELAY_KEY = 'foyer-dev-relay-key'

export interface FarcasterSignInRequest {
  channelToken: string
  /** The site asking (the SIWF message's domain), e.g. localhost:8793. */
  domain: string
  siweUri: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

/** Parses a Sign In With Farcaster link; a clear Error says what is wrong with one that is not. */
export function parseFarcasterSignInLink(link: string): FarcasterSignInRequest {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    throw new Error('Paste a Sign In With Farcaster link: it starts with "farcaster://connect?".')
  }
  if (url.protocol !== 'farcaster:')
    throw new Error('Paste a Sign In With Farcaster link: it starts with "farcaster://connect?".')
  const get = (key: string) => url.searchParams.get(key) ?? undefined
  const channelToken = get('channelToken')
  const domain = get('domain')
  const siweUri = get('siweUri')
  const nonce = get('nonce')
  if (!channelToken) throw new Error('The link has no channelToken.')
  if (!domain || !siweUri || !nonce) throw new Error('The link does not say which site asks (domain, siweUri, nonce).')
  const optional = (key: 'notBefore' | 'expirationTime' | 'requestId') => (get(key) ? { [key]: get(key) } : {})
  return {
    channelToken,
    domain,
    siweUri,
    nonce,
    ...optional('notBefore'),
    ...optional('expirationTime'),
    ...optional('requestId'),
  }
}

export interface FarcasterIdentity {
  fid: number
  username: string
  displayName?: string
  custody: LocalAccount
}

/** Builds and signs the SIWF message for `identity` and posts it to the relay's channel. */
export async function approveFarcasterSignIn(options: {
  relayUrl: string
  request: FarcasterSignInRequest
  identity: FarcasterIdentity
  client?: WalletClient
}): Promise<{ message: string; signature: `0x${string}` }> {
  const { request, identity } = options
  // The connector is required by the client's type but unused for building and posting: it names the local chain so
  // nothing could reach a public RPC.
  const client =
    options.client ??
    createWalletClient({
      relay: options.relayUrl.replace(/\/+$/, ''),
      ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:8545' }),
    })
  const built = client.buildSignInMessage({
    address: identity.custody.address,
    fid: identity.fid,
    uri: request.siweUri,
    domain: request.domain,
    nonce: request.nonce,
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
  })
  if (built.isError)
    throw new Error(`Could not build the sign-in message: ${built.error?.message ?? 'invalid request'}`)
  const signature = await identity.custody.signMessage({ message: built.message })
  const posted = await client.authenticate({
    authKey: DEV_FARCASTER_RELAY_KEY,
    channelToken: request.channelToken,
    message: built.message,
    signature,
    fid: identity.fid,
    username: identity.username,
    ...(identity.displayName ? { displayName: identity.displayName } : {}),
  })
  // The auth client resolves any HTTP answer (a 401 too): the status says whether the relay took it.
  if (posted.isError || !posted.response.ok) {
    const reason = posted.isError
      ? (posted.error?.message ?? '')
      : `${posted.response.status} ${(posted.data as { error?: string }).error ?? ''}`
    throw new Error(`The relay refused the sign-in (the link may have expired): ${reason}`.trim())
  }
  return { message: built.message, signature }
}
