// The names table's queries for the profile routes. Registration is one transaction: spend the message, take the name
// (its primary key refuses a second holder), and make it the address's one primary name.
import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** A name's record as the profile routes answer it (spec §7: addresses, attributes). */
export interface ProfileRecord {
  name: string
  /** Unix seconds. */
  registered: number
  /** By ENSIP-11 coin type. */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

interface NameRow {
  name: string
  address: string
  avatar: string | null
  coin_type: unknown
  attributes: unknown
  created_at: Date | string
}

function toRecord(row: NameRow): ProfileRecord {
  const attributes: Record<string, string> = {}
  const stored = typeof row.attributes === 'string' ? (JSON.parse(row.attributes) as unknown) : row.attributes
  if (stored && typeof stored === 'object')
    for (const [key, value] of Object.entries(stored)) if (typeof value === 'string') attributes[key] = value
  if (row.avatar) attributes.avatar = row.avatar
  return {
    name: row.name,
    registered: Math.floor(new Date(row.created_at).getTime() / 1000),
    addresses: { [String(Number(row.coin_type))]: { address: row.address } },
    attributes,
  }
}

const COLUMNS = ['name', 'address', 'avatar', 'coin_type', 'attributes', 'created_at'] as const

export async function findName(db: Kysely<Database>, name: string): Promise<ProfileRecord | undefined> {
  const row = await db.selectFrom('names').select(COLUMNS).where('name', '=', name).executeTakeFirst()
  return row ? toRecord(row) : undefined
}

/** The address's names, the primary one first, then the oldest. */
export async function namesOfAddress(db: Kysely<Database>, address: string): Promise<ProfileRecord[]> {
  const rows = await db
    .selectFrom('names')
    .select(COLUMNS)
    .where('address', '=', address)
    .orderBy('is_primary', 'desc')
    .orderBy('created_at')
    .orderBy('name')
    .execute()
  return rows.map(toRecord)
}

/** Which of `names` are held by someone. */
export async function takenNames(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db.selectFrom('names').select('name').where('name', 'in', names).execute()
  return new Set(rows.map((r) => r.name))
}

export type RegisterOutcome = 'registered' | 'taken' | 'replayed'

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505'

export async function registerName(
  db: Kysely<Database>,
  entry: { name: string; address: string; coinType: number; message: string },
): Promise<RegisterOutcome> {
  const hash = createHash('sha256').update(entry.message).digest('hex')
  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await trx
        .insertInto('name_registration_messages')
        .values({ hash })
        .onConflict((oc) => oc.column('hash').doNothing())
        .executeTakeFirst()
      if (Number(spent.numInsertedOrUpdatedRows ?? 0n) === 0) return 'replayed'
      const holder = await trx
        .selectFrom('names')
        .select('address')
        .where('name', '=', entry.name)
        .forUpdate()
        .executeTakeFirst()
      if (holder && holder.address !== entry.address) return 'taken'
      await trx
        .updateTable('names')
        .set({ is_primary: false })
        .where('address', '=', entry.address)
        .where('is_primary', '=', true)
        .execute()
      if (holder) {
        await trx.updateTable('names').set({ is_primary: true }).where('name', '=', entry.name).execute()
      } else {
        await trx
          .insertInto('names')
          .values({
            name: entry.name,
            address: entry.address,
            avatar: null,
            coin_type: entry.coinType,
            is_primary: true,
          })
          .execute()
      }
      return 'registered'
    })
  } catch (error) {
    // Another instance took the name (primary key) or made another name primary (partial index) meanwhile.
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

/** Spent messages older than any that could still be accepted; run after a registration, not per request. */
export async function pruneSpentMessages(db: Kysely<Database>, olderThanSeconds: number): Promise<void> {
  await db
    .deleteFrom('name_registration_messages')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute()
}

/** The identity route's cached answer for the address (cache key `identity:<address>`), so the new name shows now. */
export async function forgetIdentity(db: Kysely<Database>, address: string): Promise<void> {
  await db.deleteFrom('cache').where('key', '=', `identity:${address}`).execute()
}
