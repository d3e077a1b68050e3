// Draws every SVG icon of the wallet directory (packages/server/data/wallets/icons) as a 128 × 128 PNG in
// icons-128/, with Chromium, and records which SVG each was drawn from (icons-128/sources.json). The server sends
// these bitmaps for `size=128`: a browser paints an SVG image on its main thread, each time it is shown (traced at 4×
// CPU: 2–7 ms per directory icon in the frame that opens All Wallets), while a bitmap is decoded once, off it.
// Run after adding or changing an SVG icon: `node scripts/rasterize-wallet-icons.mjs`; a server test checks that
// every SVG icon has its bitmap, drawn from its current bytes.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from './lib/browser.mjs'

const DATASET = fileURLToPath(new URL('../packages/server/data/wallets/', import.meta.url))
const SIZE = 128
const ICONS = path.join(DATASET, 'icons')
const OUT = path.join(DATASET, `icons-${SIZE}`)

const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16)

const browser = await launchBrowser()
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 })
  fs.mkdirSync(OUT, { recursive: true })
  const sources = {}
  for (const file of fs
    .readdirSync(ICONS)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const svg = fs.readFileSync(path.join(ICONS, file))
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`
    // The icon fills the square as an <img> would show it at this size (aspect ratio kept), on a transparent page.
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="${src}" style="display:block;width:${SIZE}px;height:${SIZE}px;object-fit:contain">`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    const png = file.replace(/\.svg$/, '.png')
    await page.locator('img').screenshot({ path: path.join(OUT, png), omitBackground: true })
    sources[png] = { from: file, sha256: hash(svg) }
  }
  fs.writeFileSync(path.join(OUT, 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`)
  console.info(
    `${Object.keys(sources).length} icons drawn at ${SIZE} × ${SIZE} into ${path.relative(process.cwd(), OUT)}`,
  )
} finally {
  await browser.close()
}
