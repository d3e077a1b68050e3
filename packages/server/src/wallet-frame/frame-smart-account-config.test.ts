// The smart account in the frame's config and CSP: walletFrame.smartAccounts names, per EVM chain, the bundler the
// frame sends user operations to (so connect-src must allow it) and the EntryPoint and factory; chains without one
// get none, and malformed entries are refused at start-up with the field named.
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

const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const FACTORY = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'
const chains = [
  { id: 'eip155:31337', name: 'Foyer Devnet', rpcUrls: ['http://127.0.0.1:8545'] },
  { id: 'eip155:31338', name: 'Foyer Devnet 2', rpcUrls: ['http://127.0.0.1:8546'] },
]

describe('the wallet frame and the smart account', () => {
  it('gives the configured chain its bundler, EntryPoint and factory, and allows the bundler in connect-src', () => {
    const frame = frameConfigOf(
      parseConfig({
        chains,
        walletFrame: {
          enabled: true,
          smartAccounts: [
            { chain: 'eip155:31337', bundlerUrl: 'http://127.0.0.1:8798', entryPoint: ENTRY_POINT, factory: FACTORY },
          ],
        },
      }),
    )
    expect(frame.chains.find((c) => c.id === 'eip155:31337')?.smartAccount).toEqual({
      bundlerUrl: 'http://127.0.0.1:8798',
      entryPoint: ENTRY_POINT,
      factory: FACTORY,
    })
    expect(frame.chains.find((c) => c.id === 'eip155:31338')?.smartAccount).toBeUndefined()
    expect(connectSrc(frameCsp(frame))).toContain('http://127.0.0.1:8798')
  })

  it('names no bundler without smartAccounts', () => {
    const frame = frameConfigOf(parseConfig({ chains, walletFrame: { enabled: true } }))
    expect(frame.chains.every((c) => c.smartAccount === undefined)).toBe(true)
    expect(connectSrc(frameCsp(frame))).not.toContain('http://127.0.0.1:8798')
  })

  it('refuses a non-EVM chain and a malformed address', () => {
    const bad = (entry: Record<string, string>) => () =>
      parseConfig({
        walletFrame: {
          smartAccounts: [
            {
              chain: 'eip155:31337',
              bundlerUrl: 'http://127.0.0.1:8798',
              entryPoint: ENTRY_POINT,
              factory: FACTORY,
              ...entry,
            },
          ],
        },
      })
    expect(bad({ chain: 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx' })).toThrow(/smartAccounts/)
    expect(bad({ factory: '0x1234' })).toThrow(/smartAccounts/)
  })
})
