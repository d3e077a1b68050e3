// The bytes of a wallet's image: its icon file from the dataset (read once, then kept), or its monogram.
import fs from 'node:fs/promises'
import { contentHash, iconPath } from './wallet-dataset.js'
import { monogramSvg } from './monogram.js'
import type { PreparedWallet } from './wallet-store.js'

export interface WalletImage {
  body: Uint8Array
  contentType: 'image/svg+xml' | 'image/png'
  /** Content hash: the ETag, and the `v` an image URL must carry to be cached for good. */
  version: string
}

const icons = new Map<string, Promise<WalletImage>>()

async function readIcon(icon: string): Promise<WalletImage> {
  const body = new Uint8Array(await fs.readFile(iconPath(icon)))
  return { body, contentType: icon.endsWith('.png') ? 'image/png' : 'image/svg+xml', version: contentHash(body) }
}

export async function walletImage(wallet: PreparedWallet): Promise<WalletImage> {
  if (wallet.icon) {
    let image = icons.get(wallet.icon)
    if (!image) {
      image = readIcon(wallet.icon)
      icons.set(wallet.icon, image)
      image.catch(() => icons.delete(wallet.icon!))
    }
    return image
  }
  const svg = monogramSvg(wallet.id, wallet.name)
  return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml', version: contentHash(svg) }
}
