// After a login (email code, social popup, Farcaster): connects the embedded wallet on each namespace it has an
// account on, through the adapters (its EIP-1193 provider and Wallet Standard wallet), and records who logged in.
import { applyAuthSession, refreshSmartAccountDeployed } from '../auth/account.js'
import { AUTH_CONNECTOR_ID, type AuthSession } from '../auth/types.js'
import { contextOf } from '../client/context.js'
import { FoyerError, type UserRejectedError } from '../errors.js'
import type { ChainNamespace, FoyerClient } from '../types.js'
import { connect } from './connect.js'

export interface ConnectAuthParameters {
  /** What the login returned. */
  session: AuthSession
}
export type ConnectAuthReturnType = void
/** FoyerError CONNECTOR_NOT_FOUND when the host gave no `auth` or no adapter found its wallet; else connect's errors. */
export type ConnectAuthErrorType = FoyerError | UserRejectedError

export async function connectAuth(
  client: FoyerClient,
  { session }: ConnectAuthParameters,
): Promise<ConnectAuthReturnType> {
  const ctx = contextOf(client)
  const connector = ctx.stores.connectors.getState().connectors.find((c) => c.id === AUTH_CONNECTOR_ID)
  if (!ctx.options.auth || !connector) throw new FoyerError('CONNECTOR_NOT_FOUND')
  const hasAccount = (ns: ChainNamespace) =>
    ns === 'eip155' ? !!session.accounts.eip155 : ns === 'solana' ? !!session.accounts.solana : false
  const active = ctx.stores.chains.getState().activeNamespace
  // The active namespace last: each connection makes its namespace active, and the page's choice should stay so.
  const namespaces = connector.chains
    .filter((ns) => hasAccount(ns) && ctx.adapters.has(ns))
    .sort((a, b) => Number(a === active) - Number(b === active))
  if (namespaces.length === 0) throw new FoyerError('CONNECTOR_NOT_FOUND')
  await connect(client, { connectorId: AUTH_CONNECTOR_ID, namespaces })
  applyAuthSession(ctx, session)
  await refreshSmartAccountDeployed(ctx, session)
}
