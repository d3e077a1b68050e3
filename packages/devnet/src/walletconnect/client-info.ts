// Who is on a socket, for the log: the clients put an EdDSA did:key JWT in the URL's `auth` param (its `iss` is the
// client id) and their user agent in `ua`. The relay does not verify the JWT: it is for development, and the real relay's
// checks (project id, signature) would only turn a local mistake into a silent hang.

export type ClientInfo = { clientId?: string; ua?: string; projectId?: string }

export function readClientInfo(requestUrl: string | undefined): ClientInfo {
  const url = new URL(requestUrl ?? '/', 'ws://127.0.0.1')
  const info: ClientInfo = {}
  const clientId = issuer(url.searchParams.get('auth'))
  if (clientId) info.clientId = clientId
  const ua = url.searchParams.get('ua')
  if (ua) info.ua = ua
  const projectId = url.searchParams.get('projectId')
  if (projectId) info.projectId = projectId
  return info
}

function issuer(jwt: string | null): string | undefined {
  const payload = jwt?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const iss = (claims as { iss?: unknown } | null)?.iss
    return typeof iss === 'string' ? iss : undefined
  } catch {
    return undefined
  }
}
