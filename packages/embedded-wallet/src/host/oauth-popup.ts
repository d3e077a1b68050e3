// A social login's popup: opened blank inside the click (a popup opened after an await is blocked), pointed at the
// provider once the frame has the authorize URL, and done when the server's callback page tells its opener
// `{ type: 'foyer:oauth-done', state }` — only that popup's message counts (event.source), whatever page it came from.
import type { AuthSession, AuthSocialAttempt } from '@foyer/core'
import type { EmbeddedSession, OAuthProvider } from '../protocol/index.js'
import type { FrameChannel } from './frame-channel.js'

export class AuthPopupBlockedError extends Error {
  constructor() {
    super('The browser blocked the login window')
    this.name = 'AuthPopupBlockedError'
  }
}

export class AuthPopupClosedError extends Error {
  constructor() {
    super('The login window was closed before the login finished')
    this.name = 'AuthPopupClosedError'
  }
}

/** How often the host looks whether the person closed the popup (browsers send no event for it). */
const CLOSED_POLL_MS = 500
const POPUP_FEATURES = 'popup=yes,width=500,height=640'

export function startOAuthPopup(args: {
  channel: FrameChannel
  provider: OAuthProvider
  onSession: (session: EmbeddedSession) => void
}): AuthSocialAttempt {
  const popup = window.open('about:blank', `foyer-login-${args.provider}`, POPUP_FEATURES)
  if (!popup) throw new AuthPopupBlockedError()
  let cleanup = () => {}
  let cancelled: (() => void) | undefined
  const result = new Promise<AuthSession>((resolve, reject) => {
    let done = false
    const finish = (error?: unknown) => {
      done = true
      cleanup()
      if (error) reject(error)
    }
    cancelled = () => {
      if (done) return
      popup.close()
      finish(new AuthPopupClosedError())
    }
    void (async () => {
      try {
        const { authorizeUrl, state } = await args.channel.request('oauthStart', { provider: args.provider })
        if (done) return
        popup.location.href = authorizeUrl
        const callback = new Promise<'done' | 'closed'>((resolveCallback) => {
          const onMessage = (event: MessageEvent) => {
            if (event.source !== popup) return
            const data = event.data as { type?: unknown; state?: unknown } | null
            if (data?.type === 'foyer:oauth-done' && data.state === state) resolveCallback('done')
          }
          const poll = setInterval(() => {
            if (popup.closed) resolveCallback('closed')
          }, CLOSED_POLL_MS)
          window.addEventListener('message', onMessage)
          cleanup = () => {
            clearInterval(poll)
            window.removeEventListener('message', onMessage)
          }
        })
        const how = await callback
        cleanup()
        let session: EmbeddedSession
        try {
          session = await args.channel.request('oauthClaim', { state })
        } catch (error) {
          // The callback page posts and closes itself at once, so the poll can see the popup closed before its
          // message is handled: the claim decides. Not finished (or anything but the server's "Login failed"):
          // the person closed the window.
          const failed = error instanceof Error && error.message.startsWith('Login failed')
          throw how === 'closed' && !failed ? new AuthPopupClosedError() : error
        }
        args.onSession(session)
        finish()
        resolve(session as AuthSession)
      } catch (error) {
        if (!popup.closed) popup.close()
        if (!done) finish(error)
      }
    })()
  })
  return { result, cancel: () => cancelled?.() }
}
