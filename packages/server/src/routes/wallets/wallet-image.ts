// The bytes of a wallet's image: its icon file from the dataset (read once, then kept), the icon's bitmap at a size
// when one is asked for and kept, or its monogram.
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

const files = new Map<string, Promise<Uint8Array | undefined>>()

/** A file's bytes, read once and kept; undefined (also kept) when there is no such file. */
function readOnce(file: string): Promise<Uint8Array | undefined> {
  let read = files.get(file)
  if (!read) {
    read = fs.readFile(file).then(
      (buffer) => new Uint8Array(buffer),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined
        files.delete(file)
        throw error
      },
    )
    files.set(file, read)
  }
  return read
}

/**
 * The wallet's image. With `size`, an SVG icon comes as its bitmap of that size when the dataset has one (a PNG icon
 * and a monogram come as they are).
 */
export async function walletImage(wallet: PreparedWallet, size?: IconBitmapSize): Promise<WalletImage> {
  if (wallet.icon) {
    const source = await readOnce(iconPath(wallet.icon))
    if (!source) throw new Error(`The icon file ${wallet.icon} is missing`)
    const version = contentHash(source)
    const bitmap = size && wallet.icon.endsWith('.svg') ? await readOnce(iconBitmapPath(wallet.icon, size)) : undefined
    if (bitmap) return { body: bitmap, contentType: 'image/png', etag: contentHash(bitmap), version }
    const contentType = wallet.icon.endsWith('.png') ? 'image/png' : 'image/svg+xml'
    return { body: source, contentType, etag: version, version }
  }
  const svg = monogramSvg(wallet.id, wallet.name)
  const version = contentHash(svg)
  return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml', etag: version, version }
}
