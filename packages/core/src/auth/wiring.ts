// Follows the embedded wallet once the client exists: its approval screen opens the ApproveTransaction view (pushed
// over the current view, or the modal opened on it) and leaves it when answered; a sign-out anywhere (AccountSettings,
// another tab, the frame) disconnects its accounts; a restored connection gets its user back.
import { disconnect } from '../actions/disconnect.js'
import { accountOf } from '../client/accounts.js'
import type { ClientContext } from '../client/context.js'
import { closeModal, openModal } from '../client/modal.js'
import { applyAuthSession, authNamespaces, refreshSmartAccountDeployed } from './account.js'
import type { AuthSession } from './types.js'

export function wireAuth(ctx: ClientContext): void {
  const auth = ctx.options.auth
  if (!auth) return
  const { stores, router } = ctx
  let approval: 'pushed' | 'opened' | undefined

  ctx.cleanups.push(
    auth.onApprovalChanged((pending) => {
      // The router keeps its last view after the modal closes: only an open modal on ApproveTransaction counts.
      const onApprove = stores.modal.getState().open && stores.router.getState().view === 'ApproveTransaction'
      if (pending) {
        if (onApprove) return
        if (stores.modal.getState().open) {
          router.push('ApproveTransaction')
          approval = 'pushed'
        } else {
          openModal(ctx, { view: 'ApproveTransaction' })
          approval = 'opened'
        }
        return
      }
      const how = approval
      approval = undefined
      if (!onApprove) return
      if (how === 'pushed') router.goBack()
      else closeModal(ctx)
    }),
  )

  const apply = (session: AuthSession) => {
    applyAuthSession(ctx, session)
    void refreshSmartAccountDeployed(ctx, session)
  }
  const signedOut = async () => {
    for (const ns of authNamespaces(ctx))
      if (accountOf(ctx, ns).status === 'connected')
        await disconnect(ctx.client, { namespace: ns, keepOpen: true }).catch((error: unknown) =>
          ctx.logger.warn('Foyer: could not disconnect the embedded wallet after sign-out', error),
        )
  }
  ctx.cleanups.push(
    auth.onSessionChanged((session) => {
      if (authNamespaces(ctx).length === 0) return
      if (session) apply(session)
      else void signedOut()
    }),
  )

  // A connection restored after a reload comes back through the adapters without the user: ask the frame once.
  let asking = false
  ctx.cleanups.push(
    stores.accounts.subscribe((accounts) => {
      if (asking) return
      const missing = authNamespaces(ctx).some((ns) => accounts[ns]?.status === 'connected' && !accounts[ns]?.user)
      if (!missing) return
      asking = true
      auth.session().then(
        (session) => {
          asking = false
          if (session) apply(session)
          else void signedOut()
        },
        (error: unknown) => {
          asking = false
          ctx.logger.warn('Foyer: could not read the embedded wallet session', error)
        },
      )
    }),
  )
}
