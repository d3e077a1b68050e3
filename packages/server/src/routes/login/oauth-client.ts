// One provider's OAuth 2.0 / OpenID Connect client through openid-client: the authorization URL (code flow, PKCE
// S256, state, and a nonce for OpenID Connect), the code exchange with the stored verifier, and the person's profile.
// OpenID providers are configured by discovery from their issuer (once, then reused); plain OAuth 2.0 ones from their
// configured endpoints. Plain http is allowed only for loopback hosts (the devnet's provider).
import * as oidc from 'openid-client'
import type { OAuthProviderSettings } from './oauth-config.js'
import { readOAuthProfile, type OAuthProfile } from './oauth-profiles.js'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const isLoopbackHttp = (url: string) => {
  const parsed = new URL(url)
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)
}

export interface AuthorizationRequest {
  url: string
  codeVerifier: string
  nonce: string | undefined
}

export interface OAuthClient {
  settings: OAuthProviderSettings
  authorizationRequest(input: { state: string; redirectUri: string }): Promise<AuthorizationRequest>
  /** Exchanges the code in `callback` (the redirect URI with the provider's answer) and reads the profile. */
  finish(input: {
    callback: URL
    state: string
    codeVerifier: string
    nonce: string | undefined
  }): Promise<OAuthProfile>
}

export function createOAuthClient(settings: OAuthProviderSettings): OAuthClient {
  const auth =
    settings.tokenAuth === 'basic'
      ? oidc.ClientSecretBasic(settings.clientSecret)
      : oidc.ClientSecretPost(settings.clientSecret)
  const insecureOk = [
    settings.issuer,
    settings.authorizationEndpoint,
    settings.tokenEndpoint,
    settings.userinfoEndpoint,
  ]
    .filter((u): u is string => !!u)
    .every((u) => u.startsWith('https:') || isLoopbackHttp(u))
  let configuration: Promise<oidc.Configuration> | undefined

  async function configure(): Promise<oidc.Configuration> {
    if (settings.protocol === 'oidc') {
      return oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        auth,
        isLoopbackHttp(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
    }
    if (!settings.authorizationEndpoint || !settings.tokenEndpoint || !settings.userinfoEndpoint)
      throw new Error(
        `login.oauth.${settings.provider} needs authorizationEndpoint, tokenEndpoint and userinfoEndpoint`,
      )
    const config = new oidc.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
      },
      settings.clientId,
      undefined,
      auth,
    )
    if (insecureOk && !settings.tokenEndpoint.startsWith('https:')) oidc.allowInsecureRequests(config)
    return config
  }
  const config = () => {
    configuration ??= configure().catch((error: unknown) => {
      // Not cached: the next login tries discovery again.
      configuration = undefined
      throw error
    })
    return configuration
  }

  return {
    settings,
    async authorizationRequest({ state, redirectUri }) {
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const nonce = settings.protocol === 'oidc' ? oidc.randomNonce() : undefined
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(nonce ? { nonce } : {}),
        ...(settings.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      }
      return { url: oidc.buildAuthorizationUrl(await config(), parameters).toString(), codeVerifier, nonce }
    },

    async finish({ callback, state, codeVerifier, nonce }) {
      const configuration = await config()
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        ...(nonce ? { expectedNonce: nonce, idTokenExpected: true } : {}),
      })
      if (settings.protocol === 'oidc') {
        const claims = tokens.claims()
        if (!claims) throw new Error('the provider sent no ID token')
        const userinfoUrl = configuration.serverMetadata().userinfo_endpoint
        const userinfo = userinfoUrl ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub) : {}
        return readOAuthProfile(settings.provider, { ...claims, ...userinfo })
      }
      const response = await oidc.fetchProtectedResource(
        configuration,
        tokens.access_token,
        new URL(settings.userinfoEndpoint!),
        'GET',
      )
      if (!response.ok) throw new Error(`the profile endpoint answered HTTP ${response.status}`)
      return readOAuthProfile(settings.provider, (await response.json()) as Record<string, unknown>)
    },
  }
}
