import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatCaipAddress, formatCaipNetworkId, isCaipAddress, parseCaipAddress, parseCaipNetworkId } from './caip.js'

const vectors = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../vectors/caip/${name}`, import.meta.url)), 'utf8')) as {
    id: string
    namespace: string
  }[]

describe('CAIP-2', () => {
  const cases = vectors('caip2.json')
  it('has the shared vectors', () => expect(cases.length).toBeGreaterThan(50))
  // `namespace` in the vectors names the profile folder (avalanche holds `avax:` ids), so compare with the prefix.
  it.each(cases.map((c) => [c.id]))('parses and round-trips %s', (id) => {
    const parsed = parseCaipNetworkId(id)
    expect(parsed.namespace).toBe(id.split(':')[0])
    expect(formatCaipNetworkId(parsed.namespace, parsed.reference)).toBe(id)
  })
  it.each([
    'eip155',
    'eip155:',
    ':1',
    'EIP155:1',
    'ab:1',
    'toolongns:1',
    'eip155:1:0xabc',
    `eip155:${'1'.repeat(33)}`,
    'eip155:1 ',
  ])('rejects %j', (bad) => expect(() => parseCaipNetworkId(bad)).toThrow(/Invalid CAIP-2 identifier/))
})

describe('CAIP-10', () => {
  const cases = vectors('caip10.json')
  it('has the shared vectors', () => expect(cases.length).toBeGreaterThan(50))
  it.each(cases.map((c) => [c.id]))('parses and round-trips %s', (id) => {
    const parsed = parseCaipAddress(id)
    expect(parsed.namespace).toBe(id.split(':')[0])
    expect(formatCaipAddress(`${parsed.namespace}:${parsed.reference}`, parsed.address)).toBe(id)
  })
  it.each(['eip155:1', 'eip155:1:', 'eip155:1:0xab/cd', `eip155:1:${'a'.repeat(129)}`, 'eip155::0xabc'])(
    'rejects %j',
    (bad) => {
      expect(isCaipAddress(bad)).toBe(false)
      expect(() => parseCaipAddress(bad)).toThrow(/Invalid CAIP-10 identifier/)
    },
  )
})
