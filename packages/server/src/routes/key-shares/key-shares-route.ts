// PUT/GET /v1/key-shares/auth and /v1/key-shares/recovery (docs/login-and-embedded-wallet.md): the logged-in user's
// shares, for that user's wallet frame only. The frame-origin rule (CORS allow-list of one, 403 for other pages) is
// the login module's middleware on /v1/key-shares/*, so this module is mounted after it. Each share is written once:
// a second PUT is a 409, so a stolen login token can neither swap the auth share nor replace the recovery blob.
// GET of the auth share answers null before the user's wallet exists.
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { RouteModule, ServerContext } from '../../app/context.js'
import { jsonBodyOf, parseInput } from '../../app/validate.js'
import { requireLoginUser } from '../login/require-login-user.js'
import { keySharesDb, keySharesMigrations } from './key-shares-migrations.js'

const base64 = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')

// A share of a 32-byte seed is 33 bytes: 44 base64 characters.
const authBody = z.strictObject({
  share: base64(44, 44),
  publicAddresses: z.strictObject({
    eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'),
    solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 Solana address'),
  }),
})

const sealed = z.strictObject({ iv: base64(16, 16), ciphertext: base64(16, 256) })
const recoveryBody = z.strictObject({ recovery: sealed })

const log = (line: string) => console.info(`[foyer-server] key-shares: ${line}`)

export const keySharesRoute: RouteModule = {
  name: 'key-shares',
  migrations: keySharesMigrations,
  mount(app, context: ServerContext) {
    const db = keySharesDb(context.database.db)

    app.put('/v1/key-shares/auth', async (c) => {
      const { user } = await requireLoginUser(c, context)
      const body = parseInput(authBody, await jsonBodyOf(c), 'body')
      const inserted = await db
        .insertInto('key_shares')
        .values({
          user_id: user.id,
          auth_share: body.share,
          eip155_address: body.publicAddresses.eip155,
          solana_address: body.publicAddresses.solana,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst()
      if (!inserted) return c.json({ error: 'This user already has a wallet' }, 409)
      log(`wallet created for user ${user.id}`)
      return c.json({ ok: true }, 201)
    })

    app.get('/v1/key-shares/auth', async (c) => {
      const { user } = await requireLoginUser(c, context)
      const row = await db.selectFrom('key_shares').selectAll().where('user_id', '=', user.id).executeTakeFirst()
      // No wallet yet is the normal state of a first login, not an error: `null` (a 404 here put a console error in
      // the frame at every first login). The frame still reads a 404 as none, for servers before this change.
      if (!row) return c.json(null)
      return c.json({
        share: row.auth_share,
        publicAddresses: { eip155: row.eip155_address, solana: row.solana_address },
        hasRecovery: row.recovery_share !== null,
      })
    })

    app.put('/v1/key-shares/recovery', async (c) => {
      const { user } = await requireLoginUser(c, context)
      const body = parseInput(recoveryBody, await jsonBodyOf(c), 'body')
      const updated = await db
        .updateTable('key_shares')
        .set({ recovery_share: JSON.stringify(body.recovery) })
        .where('user_id', '=', user.id)
        .where('recovery_share', 'is', null)
        .returning('user_id')
        .executeTakeFirst()
      if (updated) return c.json({ ok: true }, 201)
      const exists = await db
        .selectFrom('key_shares')
        .select('user_id')
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (!exists) return c.json({ error: 'Store the auth share first' }, 409)
      return c.json({ error: 'This user already has a recovery share' }, 409)
    })

    app.get('/v1/key-shares/recovery', async (c) => {
      const { user } = await requireLoginUser(c, context)
      const row = await db
        .selectFrom('key_shares')
        .select('recovery_share')
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (!row?.recovery_share) throw new HTTPException(404, { message: 'This user has no recovery share' })
      return c.json({ recovery: JSON.parse(row.recovery_share) as unknown })
    })
  },
}
