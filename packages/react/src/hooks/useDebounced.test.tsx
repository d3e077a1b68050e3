// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useDebounced } from './useDebounced.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('answers a value only once it has stayed the same for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'a' } })
  expect(result.current).toBe('a')
  rerender({ value: 'al' })
  act(() => {
    vi.advanceTimersByTime(200)
  })
  rerender({ value: 'ali' })
  act(() => {
    vi.advanceTimersByTime(200)
  })
  // 'al' never stood for 300 ms, so it is never answered.
  expect(result.current).toBe('a')
  act(() => {
    vi.advanceTimersByTime(100)
  })
  expect(result.current).toBe('ali')
})
