// The directory's tables: `wallets` (the vendored dataset, filled by the seed) and `project_wallets` (each project's
// own entries, written from the config at start-up). Neither is queried per request: wallet-store.ts keeps a copy.
import type { ColumnType, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { Database } from '../../db/schema.js'

/** What a list answer needs besides id, name, rdns and chains; JSON so that a new field needs no migration. */
export interface WalletDetails {
  homepage?: string
  mobile?: { native?: string; universal?: string }
  desktop?: { native?: string }
  webapp?: string
  appStore?: string
  playStore?: string
  chromeStore?: string
  firefoxStore?: string
  injected?: { namespace: string; rdns?: string; global?: string; flag?: string; walletStandard?: string }[]
  walletConnect?: boolean
}

type Json<T> = ColumnType<T, string, string>

export interface WalletsTable {
  id: string
  /** Order in the dataset: the directory's default order. */
  position: number
  name: string
  rdns: string | null
  chains: Json<string[]>
  /** File under data/wallets/icons/, or null (a monogram is drawn). */
  icon: string | null
  /** Content hash of the icon (or of the monogram's inputs): the `v` of the image URL. */
  image_version: string
  details: Json<WalletDetails>
  dataset_version: string
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface ProjectWalletsTable {
  project_id: string
  id: string
  position: number
  name: string
  rdns: string | null
  chains: Json<string[]>
  /** The operator's image URL, or null (a monogram is drawn). */
  image_url: string | null
  image_version: string
  details: Json<WalletDetails>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

// A type, not an interface: withTables() wants an index signature, which only type aliases have implicitly.
export type WalletTables = {
  wallets: WalletsTable
  project_wallets: ProjectWalletsTable
}

export type WalletsDb = Kysely<Database & WalletTables>

export function walletsDb(db: Kysely<Database>): WalletsDb {
  return db.withTables<WalletTables>()
}

export const walletMigrations: Migrations = {
  '0005_wallets': {
    async up(db) {
      await db.schema
        .createTable('wallets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rdns', 'text')
        .addColumn('chains', 'jsonb', (c) => c.notNull())
        .addColumn('icon', 'text')
        .addColumn('image_version', 'text', (c) => c.notNull())
        .addColumn('details', 'jsonb', (c) => c.notNull())
        .addColumn('dataset_version', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema
        .createTable('project_wallets')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rdns', 'text')
        .addColumn('chains', 'jsonb', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('image_version', 'text', (c) => c.notNull())
        .addColumn('details', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('project_wallets_pk', ['project_id', 'id'])
        .execute()
    },
  },
}
