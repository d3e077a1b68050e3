import fc from 'fast-check'
import { expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './history-cursor.js'

it('reads back every cursor it writes', () => {
  fc.assert(
    fc.property(
      fc.record({
        minedAt: fc.nat(),
        chainId: fc.string({ maxLength: 40 }),
        block: fc.maxSafeNat(),
        index: fc.nat(),
      }),
      (cursor) => {
        expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
      },
    ),
  )
})

it('refuses anything it did not write', () => {
  const bad = [
    '',
    '!!',
    'bm90IGpzb24',
    Buffer.from('[1,"eip155:1",2]').toString('base64url'),
    Buffer.from('[1,"eip155:1",2,-1]').toString('base64url'),
    Buffer.from('[1.5,"eip155:1",2,0]').toString('base64url'),
    Buffer.from('{"minedAt":1}').toString('base64url'),
    'A'.repeat(201),
  ]
  for (const text of bad) expect(decodeCursor(text), text).toBeUndefined()
})
