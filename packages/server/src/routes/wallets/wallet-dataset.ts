// The vendored directory (packages/server/data/wallets): wallets.json validated row by row, and its icon files. The
// folder sits at the same depth from src/ and dist/, so the built package and the sources find it alike.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { datasetWalletSchema, type DatasetWallet } from './wallet-entry.js'

export const DATASET_DIR = fileURLToPath(new URL('../../../data/wallets/', import.meta.url))

export interface Dataset {
  wallets: DatasetWallet[]
  /** Changes whenever wallets.json or an icon does: the seed compares it with what the table holds. */
  version: string
  /** Icon file name → short content hash, the `v` of its image URL. */
  iconVersions: Map<string, string>
}

export function contentHash(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16)
}

export function iconPath(icon: string, dir = DATASET_DIR): string {
  return path.join(dir, 'icons', icon)
}

/**
 * The sizes (px, square) the directory's SVG icons are also kept in as bitmaps (icons-<size>/<name>.png, drawn by
 * scripts/rasterize-wallet-icons.mjs). A browser paints an SVG image on its main thread every time it shows it; a
 * bitmap it decodes once, off that thread.
 */
export const ICON_BITMAP_SIZES = [128] as const
export type IconBitmapSize = (typeof ICON_BITMAP_SIZES)[number]

/** Where the `size` px bitmap of an SVG icon is kept (it may be missing: the SVG is sent then). */
export function iconBitmapPath(icon: string, size: IconBitmapSize, dir = DATASET_DIR): string {
  return path.join(dir, `icons-${size}`, icon.replace(/\.svg$/, '.png'))
}

/** Reads and checks the dataset; a broken row or a missing icon is an error naming it, not a silent gap. */
export function readDataset(dir = DATASET_DIR): Dataset {
  const text = fs.readFileSync(path.join(dir, 'wallets.json'), 'utf8')
  const parsed = z.array(datasetWalletSchema).safeParse(JSON.parse(text))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`wallets.json: ${issue.path.join('.')}: ${issue.message}`)
  }
  const ids = new Set<string>()
  const iconVersions = new Map<string, string>()
  const version = createHash('sha256').update(text)
  for (const wallet of parsed.data) {
    if (ids.has(wallet.id)) throw new Error(`wallets.json: id ${wallet.id} appears twice`)
    ids.add(wallet.id)
    if (wallet.icon === null) continue
    const hash = contentHash(fs.readFileSync(iconPath(wallet.icon, dir)))
    iconVersions.set(wallet.icon, hash)
    version.update(hash)
  }
  return { wallets: parsed.data, version: version.digest('hex').slice(0, 16), iconVersions }
}
