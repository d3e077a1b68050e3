// The devnet's OpenID provider, a development part: oidc-provider on 127.0.0.1:8796, one issuer with one client per
// social provider (google, x, discord, github, apple, facebook), so the server's whole OAuth 2.0 / OpenID Connect
// redirect flow — authorization code, PKCE S256, state, nonce — runs offline. Its login page asks only for a username
// (no password) and consent is given at once. Besides the standard endpoints (discovery, /auth, /token, /me, /jwks), it
// answers /userinfo/{github|x|discord|facebook} in each provider's own shape for the access token it issued. Never
// for real accounts.
import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'
import { isPortBusy } from '../ports.js'
import { DevnetPortBusyError } from '../start-devnet.js'
import { devClaims, devUserinfo, DEV_OIDC_PROVIDERS, type DevOidcProvider } from './dev-oidc-accounts.js'
import { devLoginPage } from './dev-login-page.js'

export const DEV_OIDC_PORT = 8796

export interface StartDevOidcProviderOptions {
  /** Default 8796; 0 picks a free port. */
  port?: number
  /** The Foyer server the clients redirect back to (default http://127.0.0.1:8788). */
  serverUrl?: string
  quiet?: boolean
}

export interface DevOidcServer {
  /** http://127.0.0.1:8796 — the issuer, and the base of every endpoint. */
  issuer: string
  port: number
  /** Each provider's client id and secret (development values, printed in the demo config). */
  clients: Record<DevOidcProvider, { clientId: string; clientSecret: string; redirectUri: string }>
  stop(): Promise<void>
}

export const devClientId = (provider: DevOidcProvider) => `foyer-dev-${provider}`
export const devClientSecret = (provider: DevOidcProvider) => `foyer-dev-${provider}-secret`

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let raw = ''
  for await (const chunk of request) {
    raw += String(chunk)
    if (raw.length > 16_384) break
  }
  return new URLSearchParams(raw)
}

const html = (response: ServerResponse, status: number, body: string) =>
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body)

export async function startDevOidcProvider(options: StartDevOidcProviderOptions = {}): Promise<DevOidcServer> {
  const requested = options.port ?? DEV_OIDC_PORT
  if (requested !== 0 && (await isPortBusy(requested))) throw new DevnetPortBusyError(requested, '127.0.0.1')
  const serverUrl = (options.serverUrl ?? 'http://127.0.0.1:8788').replace(/\/+$/, '')
  const http = createServer()
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(requested, '127.0.0.1', () => resolve())
  })
  const port = (http.address() as AddressInfo).port
  const issuer = `http://127.0.0.1:${port}`

  const clients = Object.fromEntries(
    DEV_OIDC_PROVIDERS.map((p) => [
      p,
      {
        clientId: devClientId(p),
        clientSecret: devClientSecret(p),
        redirectUri: `${serverUrl}/v1/login/oauth/${p}/callback`,
      },
    ]),
  ) as DevOidcServer['clients']
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const configuration: Configuration = {
    clients: DEV_OIDC_PROVIDERS.map((p) => ({
      client_id: clients[p].clientId,
      client_secret: clients[p].clientSecret,
      redirect_uris: [clients[p].redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // X's confidential clients authenticate with HTTP Basic at the token endpoint; the others post the secret.
      token_endpoint_auth_method: p === 'x' ? 'client_secret_basic' : 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'foyer-dev' }] },
    cookies: { keys: ['foyer-dev-oidc-cookie-key (development only)'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 3600, Session: 86_400, Grant: 86_400, AccessToken: 3600, IdToken: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // Apple has no userinfo endpoint: its ID token carries the email, so ours carries the scopes' claims too.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => devClaims(id) }
    },
  }
  const provider = new Provider(issuer, configuration)
  const oidc = provider.callback()
  const providerOf = (clientId: string | undefined) =>
    DEV_OIDC_PROVIDERS.find((p) => clients[p].clientId === clientId) ?? 'google'

  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) html(response, 400, `<!doctype html><title>Error</title><p>${error.message}</p>`)
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer)
    const interaction = /^\/interaction\/([-\w]+)(\/login)?$/.exec(url.pathname)
    if (interaction) {
      const details = await provider.interactionDetails(request, response)
      const name = providerOf(details.params.client_id as string | undefined)
      if (interaction[2] && request.method === 'POST') {
        const username = (await readForm(request)).get('username')?.trim() ?? ''
        if (!/^[A-Za-z0-9._-]{1,64}$/.test(username))
          return html(
            response,
            400,
            devLoginPage({ uid: details.uid, provider: name, error: 'Enter a username: letters, digits, . _ or -' }),
          )
        return provider.interactionFinished(request, response, { login: { accountId: username } })
      }
      if (details.prompt.name === 'login')
        return html(response, 200, devLoginPage({ uid: details.uid, provider: name }))
      // Consent: granted at once for what was asked (a development part has nobody to ask).
      const grant = details.grantId
        ? (await provider.Grant.find(details.grantId))!
        : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string })
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      const grantId = await grant.save()
      return provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
    }
    const userinfo = /^\/userinfo\/(github|x|discord|facebook)$/.exec(url.pathname)
    if (userinfo && request.method === 'GET') {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
      const found = token ? await provider.AccessToken.find(token) : undefined
      if (!found || found.isExpired || providerOf(found.clientId) !== userinfo[1]) {
        return response
          .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' })
          .end(JSON.stringify({ error: 'invalid_token' }))
      }
      const body = devUserinfo(userinfo[1] as DevOidcProvider, found.accountId)
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    await oidc(request, response)
  }

  if (options.quiet !== true) {
    console.info(
      `[foyer-devnet] dev OpenID provider (development part): ${issuer}, as ${DEV_OIDC_PROVIDERS.join(', ')}`,
    )
  }
  let stopped: Promise<void> | undefined
  return {
    issuer,
    port,
    clients,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      })
      return stopped
    },
  }
}
