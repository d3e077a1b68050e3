// Runs axe-core on the modal's views in real Chromium, light and dark: WalletConnect (preparing, QR, Mobile and Web
// tabs, waiting, error, Basic), Connect, the chain picker, Account with two
// namespaces, grouped Networks, and every step of Send (form with errors, review, signing, pending, sent, failed).
// Also prints which element has focus at each step. No server, no network: the page is built with esbuild and set
// as the page's content. Usage: node packages/react/scripts/axe-views.mjs [--screenshots DIR] [--width 390]
import { mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { launchBrowser } from '../../../scripts/lib/browser.mjs'
import { ROOT } from '../../../scripts/lib/paths.mjs'

const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const screenshots = option('--screenshots')
const width = Number(option('--width') ?? 1000)

const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'foyer-axe-')), 'harness.js')
await build({
  entryPoints: [path.join(ROOT, 'packages/react/src/test/axeHarness.tsx')],
  bundle: true,
  format: 'iife',
  outfile,
  jsx: 'automatic',
  conditions: ['source', 'browser'],
  absWorkingDir: ROOT,
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'warning',
})
const harness = readFileSync(outfile, 'utf8')
const axeSource = readFileSync(createRequire(path.join(ROOT, 'package.json')).resolve('axe-core/axe.min.js'), 'utf8')
const RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

const browser = await launchBrowser()
let failures = 0
try {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    page.on('pageerror', (e) => {
      failures++
      console.log(`${theme}: page error: ${e.message}`)
    })
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Foyer views</title></head><body><div id="root"></div><script>window.__THEME=${JSON.stringify(theme)}</script></body></html>`,
    )
    await page.addScriptTag({ content: harness })
    await page.addScriptTag({ content: axeSource })
    await page.evaluate(() => window.__foyer.client.start())
    const dialog = page.getByRole('dialog')
    const check = async (name) => {
      await page.waitForTimeout(350)
      const { violations, focused } = await page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ['violations'] })
        const active = document.querySelector('[data-foyer-modal]')?.shadowRoot?.activeElement
        return {
          violations: r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
          focused: active
            ? active.getAttribute('aria-label') || active.textContent?.trim().slice(0, 24) || active.tagName
            : 'nothing',
        }
      })
      failures += violations.length
      console.log(
        `${theme} ${name}: ${violations.length ? violations.join('; ') : 'no violations'} (focus: ${focused})`,
      )
      if (screenshots) await page.screenshot({ path: path.join(screenshots, `${theme}-${name}.png`) })
    }
    // WalletConnect: the views with a stand-in for core's connectWalletConnect (the store set as core would set it).
    const WC_URI =
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1763712000'
    const setConnection = (patch) => page.evaluate((p) => window.__foyer.client.stores.connection.setState(p), patch)
    await page.evaluate(() => {
      const f = window.__foyer
      f.client.connectWalletConnect = () => new Promise(() => {})
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('status', { name: 'Preparing the QR code' }).waitFor()
    await check('wc-preparing')
    await setConnection({ wcUri: WC_URI, wcPairingExpiry: Date.now() + 300_000 })
    await dialog.getByRole('img', { name: 'QR code to scan with your wallet' }).waitFor()
    await check('wc-qr')
    await dialog.getByRole('tab', { name: 'QR code' }).focus()
    await page.keyboard.press('ArrowRight')
    await dialog.getByRole('link', { name: 'Open in your wallet app' }).waitFor()
    await check('wc-mobile')
    await page.keyboard.press('End')
    await dialog.getByRole('link', { name: 'Open in the web wallet' }).waitFor()
    await check('wc-web')
    await setConnection({ buffering: true })
    await check('wc-waiting')
    await setConnection({ buffering: false, wcError: true })
    await dialog.getByRole('alert').waitFor()
    await check('wc-error')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await page.evaluate(() => window.__foyer.client.open({ view: 'ConnectingWalletConnectBasic' }))
    await setConnection({ wcUri: WC_URI })
    await dialog.getByRole('img', { name: 'QR code to scan with your wallet' }).waitFor()
    await check('wc-basic')
    await page.evaluate(() => window.__foyer.client.close())
    await page.waitForTimeout(300)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'Test Wallet' }).waitFor()
    await check('connect')
    await dialog.getByRole('button', { name: 'Test Wallet' }).click()
    await dialog.getByRole('button', { name: 'Both' }).waitFor()
    await check('chain-picker')
    await dialog.getByRole('button', { name: 'Both' }).click()
    await page.waitForFunction(() => !window.__foyer.client.stores.modal.getState().open)
    await page.evaluate(() => window.__foyer.client.open())
    await dialog.getByRole('group', { name: 'Account shown' }).waitFor()
    await check('account')
    await page.evaluate(() => window.__foyer.client.open({ view: 'Networks' }))
    await dialog.getByRole('group', { name: 'Solana networks' }).waitFor()
    await check('networks')
    await page.evaluate(() => window.__foyer.client.open())
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByRole('radio', { name: 'FDOL' }).waitFor()
    await dialog.getByLabel('Amount').fill('abc')
    await dialog.getByLabel('Recipient address').fill('nope')
    await check('send-form-errors')
    await dialog.getByRole('radio', { name: 'FDOL' }).check()
    await dialog.getByRole('button', { name: 'Max' }).click()
    await dialog.getByLabel('Recipient address').fill(RECIPIENT)
    await check('send-form')
    await dialog.getByRole('button', { name: 'Review' }).click()
    await check('send-review')
    await page.evaluate(() => {
      const f = window.__foyer
      f.sol.nextSend = () => new Promise((resolve) => (f.resolveSend = resolve))
      f.sol.statuses = ['pending']
    })
    await dialog.getByRole('button', { name: 'Send' }).click()
    await check('send-signing')
    await page.evaluate((id) => window.__foyer.resolveSend({ id }), SIGNATURE)
    await dialog.getByRole('heading', { name: 'Sending…' }).waitFor()
    await check('send-pending')
    await page.evaluate(() => (window.__foyer.sol.statuses = ['confirmed']))
    await dialog.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 5000 })
    await check('send-sent')
    await dialog.getByRole('button', { name: 'Send another' }).click()
    await dialog.getByLabel('Amount').fill('0')
    await dialog.getByLabel('Recipient address').fill(RECIPIENT)
    await dialog.getByRole('button', { name: 'Review' }).click()
    await page.evaluate(
      () => (window.__foyer.sol.nextSend = () => Promise.reject(new Error('Amount must be greater than 0'))),
    )
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByRole('alert').waitFor()
    await check('send-failed')
    await page.close()
  }
} finally {
  await browser.close()
}
console.log(failures ? `${failures} problem(s)` : 'all views pass axe in light and dark')
process.exitCode = failures ? 1 : 0
