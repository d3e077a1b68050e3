import { describe, expect, it } from 'vitest'
import { initialOf, monogramSvg } from './monogram.js'

describe('monogramSvg', () => {
  it('is the same for the same wallet and differs in colour between ids', () => {
    expect(monogramSvg('acme', 'Acme')).toBe(monogramSvg('acme', 'Acme'))
    const fills = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => /fill="(hsl[^"]+)"/.exec(monogramSvg(id, 'X'))![1]),
    )
    expect(fills.size).toBeGreaterThan(1)
  })

  it('shows the first letter or digit of the name, escaped', () => {
    expect(initialOf('  1inch Wallet')).toBe('1')
    expect(initialOf('éclair')).toBe('É')
    expect(initialOf('<>&')).toBe('?')
    expect(monogramSvg('x', 'zeal')).toContain('>Z</text>')
    expect(monogramSvg('x', '"<script>')).not.toContain('<script')
  })
})
