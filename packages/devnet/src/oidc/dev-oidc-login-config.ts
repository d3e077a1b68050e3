// The Foyer server's `login.oauth` blocks for the dev OpenID provider: every social provider pointed at it with its
// development client, the OpenID ones (google, apple) by issuer, the plain OAuth 2.0 ones by endpoints, their userinfo
// in the provider's own shape. For the demo's server config and tests.
import { devClientId, devClientSecret } from './start-dev-oidc-provider.js'

export function devOidcLoginConfig(issuer: string, callbackBaseUrl?: string) {
  const oidc = (provider: 'google' | 'apple') => ({
    clientId: devClientId(provider),
    clientSecret: devClientSecret(provider),
    issuer,
  })
  const oauth2 = (provider: 'github' | 'x' | 'discord' | 'facebook') => ({
    clientId: devClientId(provider),
    clientSecret: devClientSecret(provider),
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/userinfo/${provider}`,
    // The dev provider knows the OpenID scope names, not each provider's own.
    scopes: 'profile email',
  })
  return {
    ...(callbackBaseUrl ? { callbackBaseUrl } : {}),
    google: oidc('google'),
    apple: oidc('apple'),
    github: oauth2('github'),
    x: oauth2('x'),
    discord: oauth2('discord'),
    facebook: oauth2('facebook'),
  }
}
