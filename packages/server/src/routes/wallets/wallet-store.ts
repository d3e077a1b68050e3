// The directory as each project sees it, kept in memory and read again from the tables every few seconds: a list
// request filters ~150 prepared entries in memory instead of querying, which is what keeps search well under the
// 20 ms p99 target; the tables stay the source, so every instance serves what the seed and the config wrote.
import type { WalletDetails, WalletsDb } from './wallet-migrations.js'

export interface PreparedWallet {
  id: string
  name: string
  rdns: string | null
  chains: string[]
  /** File under data/wallets/icons/ (directory wallets only). */
  icon: string | null
  /** An operator's own image URL (custom wallets only). */
  imageUrl: string | null
  imageVersion: string
  details: WalletDetails
  /** For search: the name lower-cased, its words, and the name without separators ("meta mask" finds MetaMask). */
  nameLower: string
  words: string[]
  compact: string
  platforms: { injected: boolean; mobile: boolean; desktop: boolean; web: boolean }
}

interface Snapshot {
  directory: PreparedWallet[]
  custom: Map<string, PreparedWallet[]>
  merged: Map<string, PreparedWallet[]>
  loadedAt: number
}

export function searchForm(text: string): { lower: string; compact: string } {
  const lower = text.normalize('NFKC').toLocaleLowerCase('en').trim()
  return { lower, compact: lower.replace(/[^\p{L}\p{N}]+/gu, '') }
}

export function prepareWallet(row: {
  id: string
  name: string
  rdns: string | null
  chains: string[]
  icon?: string | null
  image_url?: string | null
  image_version: string
  details: WalletDetails
}): PreparedWallet {
  const { lower, compact } = searchForm(row.name)
  const d = row.details
  return {
    id: row.id,
    name: row.name,
    rdns: row.rdns,
    chains: row.chains,
    icon: row.icon ?? null,
    imageUrl: row.image_url ?? null,
    imageVersion: row.image_version,
    details: d,
    nameLower: lower,
    words: lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
    compact,
    platforms: {
      // A browser extension is what injects a provider, so its store page counts as well as a detection rule.
      injected: (d.injected?.length ?? 0) > 0 || !!d.chromeStore || !!d.firefoxStore,
      mobile: !!(d.mobile?.native || d.mobile?.universal || d.appStore || d.playStore),
      desktop: !!d.desktop?.native,
      web: !!d.webapp,
    },
  }
}

export class WalletStore {
  private snapshot: Snapshot | undefined
  private loading: Promise<Snapshot> | undefined

  constructor(
    private readonly db: WalletsDb,
    private readonly now: () => number,
    private readonly ttlMs = 10_000,
  ) {}

  /** The project's entries in list order: its own wallets first, then the directory's (minus the ids it replaced). */
  async list(projectId: string): Promise<PreparedWallet[]> {
    const snapshot = await this.current()
    let merged = snapshot.merged.get(projectId)
    if (!merged) {
      const own = snapshot.custom.get(projectId) ?? []
      const replaced = new Set(own.map((wallet) => wallet.id))
      merged =
        own.length === 0 ? snapshot.directory : [...own, ...snapshot.directory.filter((w) => !replaced.has(w.id))]
      snapshot.merged.set(projectId, merged)
    }
    return merged
  }

  /** Forget the copy (after a seed in this process). */
  invalidate(): void {
    this.snapshot = undefined
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && this.now() - this.snapshot.loadedAt < this.ttlMs) return this.snapshot
    // One read for all the requests that arrive while it runs.
    this.loading ??= this.load().finally(() => (this.loading = undefined))
    // A stale copy keeps answering while the next one loads; only the first request waits.
    if (this.snapshot) {
      void this.loading.then((fresh) => (this.snapshot = fresh)).catch(() => {})
      return this.snapshot
    }
    return (this.snapshot = await this.loading)
  }

  private async load(): Promise<Snapshot> {
    const loadedAt = this.now()
    const [directory, custom] = await Promise.all([
      this.db
        .selectFrom('wallets')
        .select(['id', 'name', 'rdns', 'chains', 'icon', 'image_version', 'details'])
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('project_wallets')
        .select(['project_id', 'id', 'name', 'rdns', 'chains', 'image_url', 'image_version', 'details'])
        .orderBy('project_id')
        .orderBy('position')
        .execute(),
    ])
    const byProject = new Map<string, PreparedWallet[]>()
    for (const row of custom) {
      let list = byProject.get(row.project_id)
      if (!list) byProject.set(row.project_id, (list = []))
      list.push(prepareWallet(row))
    }
    return { directory: directory.map(prepareWallet), custom: byProject, merged: new Map(), loadedAt }
  }
}
