import { getSdkError } from '@walletconnect/utils'
import type { DevWalletKitContext } from './context.js'
import type { DevWalletKitSession, WalletKitInstance } from './types.js'

/** The active sessions as the wallet page lists them. */
export function listSessions(walletKit: WalletKitInstance): DevWalletKitSession[] {
  return Object.values(walletKit.getActiveSessions()).map((session) => ({
    topic: session.topic,
    dapp: {
      name: session.peer.metadata.name,
      url: session.peer.metadata.url,
      icons: session.peer.metadata.icons ?? [],
    },
    chains: Object.values(session.namespaces).flatMap(
      (ns) => ns.chains ?? ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')),
    ),
    accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
    expiry: session.expiry,
  }))
}

/** Disconnects one session, or all of them, from the wallet's side. */
export async function disconnectSessions(context: DevWalletKitContext, topic?: string) {
  const { walletKit } = context
  const topics = topic ? [topic] : Object.keys(walletKit.getActiveSessions())
  for (const t of topics) {
    await walletKit.disconnectSession({ topic: t, reason: getSdkError('USER_DISCONNECTED') })
    context.signers.forget(t)
  }
  context.sessionsChanged()
}

/** Follows the sessions that end without the wallet ending them: the dapp deleted them, or they expired. */
export function followSessionEnds(context: DevWalletKitContext) {
  const { walletKit } = context
  walletKit.on('session_delete', ({ topic }) => {
    context.signers.forget(topic)
    context.sessionsChanged()
  })
  walletKit.on('proposal_expire', ({ id }) => context.emit('proposal_expire', id))
  // Expired sessions are removed by the SDK's expirer; the list must follow.
  walletKit.engine.signClient.events.on('session_expire', ({ topic }: { topic: string }) => {
    context.signers.forget(topic)
    context.sessionsChanged()
  })
}
