// The sandbox provider's orders (migration 0010_onramp): one row per checkout link, from 'created' through 'sending'
// to 'completed' (with the transaction) or 'failed' (with why). In the database, not in memory, so any instance can
// serve the checkout page of a link another instance made.
import type { ColumnType, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { Database } from '../../db/schema.js'

type Time = ColumnType<Date, Date | string, Date | string>

export type SandboxOrderStatus = 'created' | 'sending' | 'completed' | 'failed'

export interface OnrampSandboxOrdersTable {
  id: string
  project_id: string
  /** The asset id (sandbox config assets[].id) and its network. */
  asset: string
  network: string
  address: string
  fiat_currency: string
  /** The preset fiat amount, then what was paid. */
  fiat_amount: string | null
  /** What was sent, in the asset's units (decimal string). */
  crypto_amount: string | null
  status: SandboxOrderStatus
  tx_hash: string | null
  error: string | null
  created_at: Time
  updated_at: Time
}

type OnrampDatabase = Database & { onramp_sandbox_orders: OnrampSandboxOrdersTable }
export type SandboxOrder = Omit<OnrampSandboxOrdersTable, 'created_at' | 'updated_at'> & {
  created_at: Date
  updated_at: Date
}

export const onrampMigrations: Migrations = {
  '0010_onramp': {
    async up(db) {
      await db.schema
        .createTable('onramp_sandbox_orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('asset', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('fiat_currency', 'text', (c) => c.notNull())
        .addColumn('fiat_amount', 'text')
        .addColumn('crypto_amount', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tx_hash', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
    async down(db) {
      await db.schema.dropTable('onramp_sandbox_orders').execute()
    },
  },
}

export class SandboxOrderStore {
  private readonly db: Kysely<OnrampDatabase>
  constructor(db: Kysely<Database>) {
    this.db = db as unknown as Kysely<OnrampDatabase>
  }

  async create(
    order: Pick<SandboxOrder, 'id' | 'project_id' | 'asset' | 'network' | 'address' | 'fiat_currency' | 'fiat_amount'>,
  ) {
    await this.db
      .insertInto('onramp_sandbox_orders')
      .values({
        ...order,
        crypto_amount: null,
        status: 'created',
        tx_hash: null,
        error: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute()
  }

  async get(id: string, projectId: string): Promise<SandboxOrder | undefined> {
    return (await this.db
      .selectFrom('onramp_sandbox_orders')
      .selectAll()
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .executeTakeFirst()) as SandboxOrder | undefined
  }

  /** Moves a 'created' order to 'sending' with what is paid; false when it was paid already (a second submit). */
  async startSending(id: string, fiatAmount: string, cryptoAmount: string): Promise<boolean> {
    const row = await this.db
      .updateTable('onramp_sandbox_orders')
      .set({ status: 'sending', fiat_amount: fiatAmount, crypto_amount: cryptoAmount, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async finish(id: string, outcome: { txHash: string } | { error: string }) {
    await this.db
      .updateTable('onramp_sandbox_orders')
      .set(
        'txHash' in outcome
          ? { status: 'completed', tx_hash: outcome.txHash, updated_at: new Date() }
          : { status: 'failed', error: outcome.error, updated_at: new Date() },
      )
      .where('id', '=', id)
      .execute()
  }
}
