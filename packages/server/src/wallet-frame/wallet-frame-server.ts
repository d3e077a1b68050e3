// The wallet frame's own listener (config walletFrame): GET / the page, /frame.js its bundled script, /frame.css its
// style. A second port, so the frame has an origin of its own — the browser's wall between the host page and the keys.
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import type { FoyerServerConfig } from '../config/config-schema.js'
import { bundleFrameScript } from './frame-bundle.js'
import { FRAME_CSS, frameCsp, framePageHtml, type FrameConfig } from './frame-page.js'

/** Farcaster's public auth relay, where the Farcaster app answers sign-ins (the devnet configures its own). */
const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

export function frameConfigOf(config: FoyerServerConfig): FrameConfig {
  const { walletFrame, listen } = config
  const host = listen.host === '0.0.0.0' ? '127.0.0.1' : listen.host
  return {
    apiUrl: walletFrame.apiUrl ?? `http://${host}:${listen.port}`,
    hostOrigins: walletFrame.hostOrigins,
    chains: config.chains
      .filter((chain) => chain.id.startsWith('eip155:') || chain.id.startsWith('solana:'))
      .map((chain) => {
        const smart = walletFrame.smartAccounts.find((s) => s.chain === chain.id)
        return {
          id: chain.id,
          rpcUrl: chain.rpcUrls[0]!,
          ...(chain.name ? { name: chain.name } : {}),
          ...(smart
            ? { smartAccount: { bundlerUrl: smart.bundlerUrl, entryPoint: smart.entryPoint, factory: smart.factory } }
            : {}),
        }
      }),
    ...(config.login.farcaster ? { farcasterRelayUrl: walletFrame.farcasterRelayUrl ?? FARCASTER_RELAY_URL } : {}),
  }
}

export function createWalletFrameApp(frameConfig: FrameConfig): Hono {
  const app = new Hono()
  const csp = frameCsp(frameConfig)
  const html = framePageHtml(frameConfig)
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  }
  app.get('/', (c) => c.html(html, 200, { ...common, 'content-security-policy': csp }))
  app.get('/frame.js', async (c) =>
    c.body(await bundleFrameScript(), 200, { ...common, 'content-type': 'text/javascript; charset=utf-8' }),
  )
  app.get('/frame.css', (c) => c.body(FRAME_CSS, 200, { ...common, 'content-type': 'text/css; charset=utf-8' }))
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  return app
}

export interface WalletFrameServer {
  url: string
  close(): Promise<void>
}

export async function startWalletFrame(config: FoyerServerConfig): Promise<WalletFrameServer> {
  // Built before listening, so a frame that cannot be bundled stops start-up instead of failing in the browser.
  await bundleFrameScript()
  const app = createWalletFrameApp(frameConfigOf(config))
  const { host, port } = config.walletFrame.listen
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(s))
    s.once('error', reject)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${address.address}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
