// The Farcaster relay in the frame's config and CSP: the frame may reach the relay only when Farcaster login is on
// (login.farcaster), then the configured one (the devnet's) or Farcaster's own by default; otherwise it is not named.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../config/load-config.js'
import { frameCsp } from './frame-page.js'
import { frameConfigOf } from './wallet-frame-server.js'

const connectSrc = (csp: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith('connect-src '))!
    .split(' ')
    .slice(1)

describe('the wallet frame and the Farcaster relay', () => {
  it('names the configured relay in the frame config and connect-src when Farcaster login is on', () => {
    const config = parseConfig({
      login: { farcaster: { rpcUrl: 'http://127.0.0.1:8545' } },
      walletFrame: { enabled: true, farcasterRelayUrl: 'http://127.0.0.1:8797/' },
    })
    const frame = frameConfigOf(config)
    expect(frame.farcasterRelayUrl).toBe('http://127.0.0.1:8797/')
    expect(connectSrc(frameCsp(frame))).toContain('http://127.0.0.1:8797')
  })

  it("defaults to Farcaster's relay with Farcaster login on, and names no relay without it", () => {
    const on = frameConfigOf(parseConfig({ login: { farcaster: {} }, walletFrame: { enabled: true } }))
    expect(on.farcasterRelayUrl).toBe('https://relay.farcaster.xyz')
    const off = frameConfigOf(
      parseConfig({ walletFrame: { enabled: true, farcasterRelayUrl: 'http://127.0.0.1:8797' } }),
    )
    expect(off.farcasterRelayUrl).toBeUndefined()
    expect(connectSrc(frameCsp(off))).not.toContain('http://127.0.0.1:8797')
  })

  it('refuses a relay URL that is not http(s)', () => {
    expect(() => parseConfig({ walletFrame: { farcasterRelayUrl: 'ws://127.0.0.1:8797' } })).toThrow(
      /farcasterRelayUrl/,
    )
  })
})
