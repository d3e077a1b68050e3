// What the embedded wallet's login adds to the accounts it connected: the user, how they logged in, the account types
// of its addresses and whether the smart account is deployed.
import { accountOf, setAccount } from '../client/accounts.js'
import type { ClientContext } from '../client/context.js'
import type { AccountState, ChainNamespace, SocialProvider } from '../types.js'
import { AUTH_CONNECTOR_ID, type AuthSession } from './types.js'

const SOCIALS: readonly string[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

/** The adapter-level connector ids of the AUTH connector (what a connected account's connectorId is). */
export function authConnectorIds(ctx: ClientContext): string[] {
  const auth = ctx.stores.connectors.getState().connectors.find((c) => c.id === AUTH_CONNECTOR_ID)
  const ids = auth?.connectors?.map((c) => c.id) ?? []
  return ctx.options.auth ? [...ids, ctx.options.auth.evmRdns] : ids
}

/** The namespaces connected (or being restored) through the embedded wallet. */
export function authNamespaces(ctx: ClientContext): ChainNamespace[] {
  const ids = authConnectorIds(ctx)
  return Object.entries(ctx.stores.accounts.getState())
    .filter(([, a]) => a.status !== 'disconnected' && a.connectorId !== undefined && ids.includes(a.connectorId))
    .map(([ns]) => ns)
}

/** Writes the session's user and account types onto the namespaces connected through the embedded wallet. */
export function applyAuthSession(ctx: ClientContext, session: AuthSession): void {
  const socialProvider = SOCIALS.includes(session.user.provider) ? (session.user.provider as SocialProvider) : undefined
  for (const ns of authNamespaces(ctx)) {
    const account = accountOf(ctx, ns)
    const patch: Partial<AccountState> = { user: session.user, socialProvider }
    const evm = ns === 'eip155' ? session.accounts.eip155 : undefined
    if (evm) {
      patch.preferredAccountType = evm.preferred
      // The wallet says so when it knows (it reports a new session once a user operation deployed the account).
      if (evm.smartAccountDeployed !== undefined) patch.smartAccountDeployed = evm.smartAccountDeployed
      patch.allAccounts = account.allAccounts.map((a) => ({
        ...a,
        type: evm.smartAccount && a.address.toLowerCase() === evm.smartAccount.toLowerCase() ? 'smartAccount' : 'eoa',
      }))
    }
    setAccount(ctx, ns, patch)
  }
}

/**
 * Reads whether the EVM smart account has code (eth_getCode is a safe method the embedded wallet answers from the
 * chain), so the Account view can say the first transaction deploys it.
 */
export async function refreshSmartAccountDeployed(ctx: ClientContext, session: AuthSession): Promise<void> {
  const smartAccount = session.accounts.eip155?.smartAccount
  if (!smartAccount || !authNamespaces(ctx).includes('eip155')) return
  const adapter = ctx.adapters.get('eip155')
  if (!adapter) return
  try {
    const code = await adapter.request({ method: 'eth_getCode', params: [smartAccount, 'latest'] })
    setAccount(ctx, 'eip155', { smartAccountDeployed: typeof code === 'string' && code !== '0x' && code !== '0x0' })
  } catch (error) {
    ctx.logger.debug('Foyer: could not read whether the smart account is deployed', error)
  }
}
