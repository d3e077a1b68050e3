// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Identicon, identiconPattern } from './Identicon.js'

afterEach(cleanup)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('Identicon', () => {
  it('draws the same mirrored pattern for an address whatever its case, as one path', () => {
    const pattern = identiconPattern(ADDRESS)
    expect(identiconPattern(ADDRESS.toLowerCase())).toEqual(pattern)
    expect(pattern.cells.length).toBeGreaterThan(0)
    for (const { x, y } of pattern.cells) expect(pattern.cells).toContainEqual({ x: 4 - x, y })

    const { container } = render(<Identicon address={ADDRESS} size={72} />)
    const svg = container.querySelector('svg.foyer-identicon')!
    expect(svg.getAttribute('width')).toBe('72')
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.children).toHaveLength(1)
    const d = svg.querySelector('path')!.getAttribute('d')!
    // One unit square per cell, at the cell's place.
    expect(d.match(/M\d \dh1v1h-1z/g)).toHaveLength(pattern.cells.length)
    for (const { x, y } of pattern.cells) expect(d).toContain(`M${x} ${y}h1v1h-1z`)
  })

  it('gives other addresses other pictures', () => {
    const others = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']
    const patterns = [ADDRESS, ...others].map((a) => JSON.stringify(identiconPattern(a)))
    expect(new Set(patterns).size).toBe(3)
  })
})
