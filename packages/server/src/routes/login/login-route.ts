// The login API the wallet frame calls (docs/login-and-embedded-wallet.md, "Server login API"): users, login
// sessions (bearer tokens), GET /v1/login/me and POST /v1/login/sign-out; the email-code and OAuth routes mount here
// too. No projectId: these routes serve the one wallet frame origin (frame-access.ts), not a project's pages.
import type { RouteModule, ServerContext } from '../../app/context.js'
import { mountEmailLogin } from './email-login-routes.js'
import { mountFarcasterLogin } from './farcaster-login-routes.js'
import { farcasterMigrations } from './farcaster-nonce-store.js'
import { FRAME_PATH_PREFIXES, frameAccess } from './frame-access.js'
import { loginDb, loginMigrations } from './login-migrations.js'
import { revokeLoginSession } from './login-session-store.js'
import { createMailProvider } from './mail-provider.js'
import { mountOAuthLogin } from './oauth-routes.js'
import { requireLoginUser } from './require-login-user.js'

// Operators see logins and sign-outs by user and session id, never a token.
const log = (line: string) => console.info(`[foyer-server] login: ${line}`)

export const loginRoute: RouteModule = {
  name: 'login',
  migrations: { ...loginMigrations, ...farcasterMigrations },
  projectFreePaths: FRAME_PATH_PREFIXES,
  mount(app, context: ServerContext) {
    const db = loginDb(context.database.db)
    const access = frameAccess(context)
    for (const prefix of FRAME_PATH_PREFIXES) app.use(`${prefix}*`, access)

    app.get('/v1/login/me', async (c) => {
      const { user } = await requireLoginUser(c, context)
      return c.json({ user })
    })

    app.post('/v1/login/sign-out', async (c) => {
      const { sessionId, user } = await requireLoginUser(c, context)
      await revokeLoginSession(db, sessionId, new Date(context.now()))
      log(`sign-out of user ${user.id} (session ${sessionId})`)
      return c.json({ ok: true })
    })

    const email = context.config.login.email
    mountEmailLogin(app, context, email, email ? createMailProvider(email.mail, email.from) : undefined)
    mountOAuthLogin(app, context)
    mountFarcasterLogin(app, context, context.config.login.farcaster)
  },
}
