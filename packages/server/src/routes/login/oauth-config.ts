// The `login.oauth` config: one block per social provider, each filled from the provider's documented production
// endpoints (PRODUCTION_OAUTH) where the block leaves a value out, so a production block is just a client id and
// secret. google and apple are OpenID Connect (discovery from the issuer, an ID token with a nonce); github, x,
// discord and facebook are plain OAuth 2.0 with a profile endpoint (oauth-profiles.ts reads each one's shape).
import { z } from 'zod'
import { SOCIAL_PROVIDERS, type SocialProvider } from './user-store.js'

const httpUrl = z.url({ protocol: /^https?$/ })

export const oauthProviderSchema = z.object({
  clientId: z.string().min(1),
  /** Apple: the client secret JWT you generate with your key (it lasts up to 6 months). */
  clientSecret: z.string().min(1),
  /** OpenID Connect issuer (google, apple); for the others, the `iss` their answers are checked against if any. */
  issuer: httpUrl.optional(),
  authorizationEndpoint: httpUrl.optional(),
  tokenEndpoint: httpUrl.optional(),
  /** The profile endpoint (github, x, discord, facebook); for OIDC providers, discovery's userinfo_endpoint. */
  userinfoEndpoint: httpUrl.optional(),
  /** Space-separated. */
  scopes: z.string().min(1).optional(),
  /** How the client secret reaches the token endpoint. */
  tokenAuth: z.enum(['post', 'basic']).optional(),
  /** 'form_post': the provider posts the answer back (Apple, when asked for the email). */
  responseMode: z.enum(['query', 'form_post']).optional(),
})

export const oauthConfigSchema = z
  .object({
    /**
     * This server's public URL as the providers redirect browsers to it: `<callbackBaseUrl>/v1/login/oauth/<provider>/
     * callback` is the redirect URI to register with each. Default: the origin each start request came to.
     */
    callbackBaseUrl: httpUrl.optional(),
    google: oauthProviderSchema.optional(),
    x: oauthProviderSchema.optional(),
    discord: oauthProviderSchema.optional(),
    github: oauthProviderSchema.optional(),
    apple: oauthProviderSchema.optional(),
    facebook: oauthProviderSchema.optional(),
  })
  .prefault({})

export type OAuthConfig = z.infer<typeof oauthConfigSchema>
export type OAuthProviderInput = z.infer<typeof oauthProviderSchema>

export interface OAuthProviderSettings {
  provider: SocialProvider
  protocol: 'oidc' | 'oauth2'
  clientId: string
  clientSecret: string
  issuer: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  userinfoEndpoint?: string
  scopes: string
  tokenAuth: 'post' | 'basic'
  responseMode: 'query' | 'form_post'
}

type Defaults = Omit<OAuthProviderSettings, 'provider' | 'clientId' | 'clientSecret'>

/** Each provider's documented production endpoints and the scopes login needs. */
export const PRODUCTION_OAUTH: Record<SocialProvider, Defaults> = {
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: 'openid email profile',
    tokenAuth: 'post',
    responseMode: 'query',
  },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    scopes: 'openid email',
    tokenAuth: 'post',
    // Apple answers with form_post whenever a scope (email) is asked for.
    responseMode: 'form_post',
  },
  github: {
    protocol: 'oauth2',
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scopes: 'read:user user:email',
    tokenAuth: 'post',
    responseMode: 'query',
  },
  x: {
    protocol: 'oauth2',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: 'users.read tweet.read',
    // X's confidential clients authenticate with HTTP Basic.
    tokenAuth: 'basic',
    responseMode: 'query',
  },
  discord: {
    protocol: 'oauth2',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: 'identify email',
    tokenAuth: 'post',
    responseMode: 'query',
  },
  facebook: {
    protocol: 'oauth2',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scopes: 'public_profile email',
    tokenAuth: 'post',
    responseMode: 'query',
  },
}

/** The configured providers, each block filled from its production defaults. */
export function oauthProviders(config: OAuthConfig): Map<SocialProvider, OAuthProviderSettings> {
  const out = new Map<SocialProvider, OAuthProviderSettings>()
  for (const provider of SOCIAL_PROVIDERS) {
    const block = config[provider]
    if (!block) continue
    const base = PRODUCTION_OAUTH[provider]
    const settings: OAuthProviderSettings = {
      ...base,
      provider,
      clientId: block.clientId,
      clientSecret: block.clientSecret,
    }
    for (const key of [
      'issuer',
      'authorizationEndpoint',
      'tokenEndpoint',
      'userinfoEndpoint',
      'scopes',
      'tokenAuth',
      'responseMode',
    ] as const) {
      if (block[key] !== undefined) (settings as unknown as Record<string, unknown>)[key] = block[key]
    }
    out.set(provider, settings)
  }
  return out
}
