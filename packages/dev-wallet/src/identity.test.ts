import { describe, expect, it } from 'vitest'
import { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS, DEV_WALLET_STANDARD_ICON } from './identity.js'

describe('dev wallet identity', () => {
  it('has the agreed name and rdns', () => {
    expect(DEV_WALLET_NAME).toBe('Foyer Dev Wallet')
    expect(DEV_WALLET_RDNS).toBe('dev.foyer.wallet')
  })

  it('has an icon that is an SVG data: URI and decodes to one svg element', () => {
    expect(DEV_WALLET_ICON.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(DEV_WALLET_ICON.slice('data:image/svg+xml,'.length))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 96 96">/)
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('has the same icon as a base64 data: URI for the Wallet Standard', () => {
    expect(DEV_WALLET_STANDARD_ICON.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(DEV_WALLET_STANDARD_ICON.slice('data:image/svg+xml;base64,'.length), 'base64').toString(
      'utf8',
    )
    expect(svg).toBe(decodeURIComponent(DEV_WALLET_ICON.slice('data:image/svg+xml,'.length)))
  })
})
