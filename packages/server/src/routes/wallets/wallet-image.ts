// The bytes of a wallet's image: its icon file from the dataset, or the icon's bitmap at a size when one is asked for
// and kept (either read and hashed once, then kept), or its monogram.
import fs from 'node:fs/promises'
import { contentHash, iconBitmapPath, iconPath, type IconBitmapSize } from './wallet-dataset.js'
import { monogramSvg } from './monogram.js'
import type { PreparedWallet } from './wallet-store.js'

export interface WalletImage {
  body: Uint8Array
  contentType: 'image/svg+xml' | 'image/png'
  /** Content hash of these bytes: the ETag. */
  etag: string
  /** Content hash of what the image is drawn from: the `v` an image URL must carry to be cached for good. */
  version: string
}

/** By icon file and size asked for ('' for none). */
const icons = new Map<string, Promise<WalletImage>>()

/** A file's bytes; undefined when there is no such file. */
async function readIfThere(file: string): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await fs.readFile(file))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function readIcon(icon: string, size: IconBitmapSize | undefined): Promise<WalletImage> {
  const source = await readIfThere(iconPath(icon))
  if (!source) throw new Error(`The icon file ${icon} is missing`)
  const version = contentHash(source)
  const bitmap = size && icon.endsWith('.svg') ? await readIfThere(iconBitmapPath(icon, size)) : undefined
  if (bitmap) return { body: bitmap, contentType: 'image/png', etag: contentHash(bitmap), version }
  return { body: source, contentType: icon.endsWith('.png') ? 'image/png' : 'image/svg+xml', etag: version, version }
}

/**
 * The wallet's image. With `size`, an SVG icon comes as its bitmap of that size when the dataset has one (a PNG icon
 * and a monogram come as they are).
 */
export async function walletImage(wallet: PreparedWallet, size?: IconBitmapSize): Promise<WalletImage> {
  if (wallet.icon) {
    const icon = wallet.icon
    const key = `${icon}@${size ?? ''}`
    let image = icons.get(key)
    if (!image) {
      image = readIcon(icon, size)
      icons.set(key, image)
      image.catch(() => icons.delete(key))
    }
    return image
  }
  const svg = monogramSvg(wallet.id, wallet.name)
  const version = contentHash(svg)
  return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml', etag: version, version }
}
