// WalletConnect on the dev relay, in real Chromium (no CPU throttling: most of the time is the SDK's own start-up and
// the relay round trips, which a throttled main thread would inflate out of proportion):
// - click "WalletConnect" → the QR code painted (a fresh page each run, the SDK loaded on demand);
// - "Approve" clicked on the dev wallet page → the demo shows the account.
import { approveSelector, DEV_ACCOUNT_0_TEXT } from './walletconnect-constants.mjs'
import { openPage, pageErrors } from '../scripts/lib/browser.mjs'
import { table } from './results-md.mjs'
import { median, ms, percentile } from './stats.mjs'

// Runs in the demo before the click: resolves with (first paint showing the QR) − (click timestamp).
function timeClickToQr() {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no QR within 30 s')), 30_000)
    document.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp
        const frame = () => {
          const qr = document.querySelector('[data-foyer-modal]')?.shadowRoot?.querySelector('[data-uri^="wc:"]')
          if (!qr) return requestAnimationFrame(frame)
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            clearTimeout(timeout)
            resolve({ ms: performance.now() - clickedAt, uri: qr.getAttribute('data-uri') })
          }
          channel.port2.postMessage(null)
        }
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

/** @returns {Promise<{ qr: { median: number, p90: number, samples: number[] }, pairing: { median: number, p90: number, samples: number[] }, errors: string[] }>} */
export async function measureWalletConnect({ browser, runs = 10 }) {
  const qrSamples = []
  const pairingSamples = []
  const errors = []
  for (let run = 0; run < runs; run++) {
    const demo = await openPage(browser, '/?preset=evm', { gotoOptions: { waitUntil: 'networkidle' } })
    await demo.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const walletConnect = demo.locator('foyer-modal').getByRole('button', { name: 'WalletConnect', exact: true })
    await walletConnect.waitFor()
    const qr = demo.evaluate(timeClickToQr)
    await walletConnect.click()
    const { ms, uri } = await qr
    qrSamples.push(ms)

    const wallet = await openPage(browser, '/wallet.html', { gotoOptions: { waitUntil: 'networkidle' } })
    await wallet.getByLabel('WalletConnect URI').fill(uri)
    await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
    const approve = wallet.locator(approveSelector).getByRole('button', { name: 'Approve' })
    await approve.waitFor({ timeout: 30_000 })
    const started = Date.now()
    await approve.click()
    await demo.getByTestId('address').filter({ hasText: DEV_ACCOUNT_0_TEXT }).waitFor({ timeout: 30_000 })
    pairingSamples.push(Date.now() - started)
    errors.push(...pageErrors(demo), ...pageErrors(wallet))
    await wallet.context().close()
    await demo.context().close()
  }
  return {
    qr: { median: median(qrSamples), p90: percentile(qrSamples, 90), samples: qrSamples },
    pairing: { median: median(pairingSamples), p90: percentile(pairingSamples, 90), samples: pairingSamples },
    errors,
  }
}

/** The section's text for bench/results.md. */
export async function walletConnectSection({ browser }) {
  const wc = await measureWalletConnect({ browser })
  return [
    `Demo preset evm, the dev wallet page as the wallet, through the dev relay on 127.0.0.1; ${wc.qr.samples.length} fresh pairs of`,
    'pages, no CPU throttling. "QR painted": the click on WalletConnect to the first paint showing the QR (the SDK is',
    'loaded on demand, then the pairing URI comes from the relay). "Account shown": the click on Approve in the wallet',
    'page to the demo showing the account.',
    '',
    table(
      ['what', 'median', 'p90'],
      [
        ['click WalletConnect → QR painted', ms(wc.qr.median), ms(wc.qr.p90)],
        ['pairing approved → account shown', ms(wc.pairing.median), ms(wc.pairing.p90)],
      ],
    ),
    ...(wc.errors.length ? ['', `Page errors seen: ${wc.errors.length} (first: ${wc.errors[0].split('\n')[0]})`] : []),
  ].join('\n')
}
