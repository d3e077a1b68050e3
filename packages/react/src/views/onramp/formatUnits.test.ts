import { expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'

it('formats smallest units with their decimals, trailing zeros dropped', () => {
  expect(formatUnits(9_866_660_000_000_000n, 18)).toBe('0.00986666')
  expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
  expect(formatUnits(10n ** 18n, 18)).toBe('1')
  expect(formatUnits(0n, 6)).toBe('0')
  expect(formatUnits(-25n, 2)).toBe('-0.25')
})
