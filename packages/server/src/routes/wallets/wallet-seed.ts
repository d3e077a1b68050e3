// Fills the directory tables: the vendored dataset into `wallets` (`foyer-server seed-wallets`, and at start-up when
// the table is empty or holds another dataset version), and the operator's entries into `project_wallets`.
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ConfigError } from '../../config/config-error.js'
import type { FoyerServerConfig } from '../../config/config-schema.js'
import { contentHash, readDataset, type Dataset } from './wallet-dataset.js'
import { customWalletSchema, type CustomWallet, type WalletEntry } from './wallet-entry.js'
import type { WalletDetails, WalletsDb } from './wallet-migrations.js'
import { monogramSvg } from './monogram.js'

export interface SeedResult {
  /** False when the table already held this dataset version (nothing written). */
  applied: boolean
  count: number
  version: string
}

function detailsOf(wallet: WalletEntry): WalletDetails {
  const { id: _id, name: _name, rdns: _rdns, chains: _chains, ...rest } = wallet
  const details: WalletDetails & Record<string, unknown> = { ...rest }
  for (const key of ['icon', 'sources', 'imageUrl']) delete details[key]
  return details
}

export async function seedWallets(
  db: WalletsDb,
  options: { force?: boolean; dataset?: Dataset } = {},
): Promise<SeedResult> {
  const dataset = options.dataset ?? readDataset()
  const current = await db
    .selectFrom('wallets')
    .select(['dataset_version', db.fn.countAll<number>().as('count')])
    .groupBy('dataset_version')
    .execute()
  const stored = current.reduce((sum, row) => sum + Number(row.count), 0)
  if (!options.force && current.length === 1 && current[0]!.dataset_version === dataset.version) {
    return { applied: false, count: stored, version: dataset.version }
  }
  const ids = dataset.wallets.map((wallet) => wallet.id)
  await db.transaction().execute(async (trx) => {
    for (const [position, wallet] of dataset.wallets.entries()) {
      const row = {
        id: wallet.id,
        position,
        name: wallet.name,
        rdns: wallet.rdns ?? null,
        chains: JSON.stringify(wallet.chains),
        icon: wallet.icon,
        image_version: wallet.icon
          ? dataset.iconVersions.get(wallet.icon)!
          : contentHash(monogramSvg(wallet.id, wallet.name)),
        details: JSON.stringify(detailsOf(wallet)),
        dataset_version: dataset.version,
        updated_at: new Date(),
      }
      await trx
        .insertInto('wallets')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
    }
    // Ids are never reused (data/wallets/README.md), so a row the dataset dropped is a wallet that left it.
    await trx.deleteFrom('wallets').where('id', 'not in', ids).execute()
  })
  return { applied: true, count: ids.length, version: dataset.version }
}

const customFileSchema = z.record(z.string().min(1).max(128), z.array(customWalletSchema))

/** The config's `wallets.custom` with `wallets.customFile` merged in; a bad file or a repeated id is a ConfigError. */
export function customWalletsOf(config: FoyerServerConfig, cwd = process.cwd()): Record<string, CustomWallet[]> {
  const merged: Record<string, CustomWallet[]> = {}
  for (const [project, entries] of Object.entries(config.wallets.custom)) merged[project] = [...entries]
  const file = config.wallets.customFile
  if (file) {
    const full = path.resolve(cwd, file)
    let parsed: z.ZodSafeParseResult<Record<string, CustomWallet[]>>
    try {
      parsed = customFileSchema.safeParse(JSON.parse(fs.readFileSync(full, 'utf8')))
    } catch (error) {
      throw new ConfigError(`wallets.customFile ${full}: ${(error as Error).message}`)
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw new ConfigError(`wallets.customFile ${full}: ${issue.path.join('.')}: ${issue.message}`)
    }
    for (const [project, entries] of Object.entries(parsed.data)) (merged[project] ??= []).push(...entries)
  }
  for (const [project, entries] of Object.entries(merged)) {
    const seen = new Set<string>()
    for (const entry of entries) {
      if (seen.has(entry.id)) throw new ConfigError(`wallets: project ${project} lists wallet ${entry.id} twice`)
      seen.add(entry.id)
    }
  }
  return merged
}

/** Makes `project_wallets` hold exactly these entries (the config is the source, as for projects). */
export async function syncProjectWallets(db: WalletsDb, custom: Record<string, CustomWallet[]>): Promise<number> {
  let count = 0
  await db.transaction().execute(async (trx) => {
    const projects = Object.keys(custom)
    await (
      projects.length > 0
        ? trx.deleteFrom('project_wallets').where('project_id', 'not in', projects)
        : trx.deleteFrom('project_wallets')
    ).execute()
    for (const [project, entries] of Object.entries(custom)) {
      const ids = entries.map((entry) => entry.id)
      let stale = trx.deleteFrom('project_wallets').where('project_id', '=', project)
      if (ids.length > 0) stale = stale.where('id', 'not in', ids)
      await stale.execute()
      for (const [position, entry] of entries.entries()) {
        const row = {
          project_id: project,
          id: entry.id,
          position,
          name: entry.name,
          rdns: entry.rdns ?? null,
          chains: JSON.stringify(entry.chains),
          image_url: entry.imageUrl ?? null,
          image_version: contentHash(entry.imageUrl ?? monogramSvg(entry.id, entry.name)),
          details: JSON.stringify(detailsOf(entry)),
          updated_at: new Date(),
        }
        // On conflict, not delete-then-insert: two instances starting together must not trip on each other's rows.
        await trx
          .insertInto('project_wallets')
          .values(row)
          .onConflict((oc) => oc.columns(['project_id', 'id']).doUpdateSet(row))
          .execute()
        count++
      }
    }
  })
  return count
}

/** What start-up does: seed when the table is empty or out of date, then write the operator's entries. */
export async function prepareWallets(db: WalletsDb, config: FoyerServerConfig): Promise<void> {
  const custom = customWalletsOf(config)
  await seedWallets(db)
  await syncProjectWallets(db, custom)
}
