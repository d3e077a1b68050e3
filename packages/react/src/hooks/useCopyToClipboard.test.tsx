// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../messages/en.js'
import { COPY_FEEDBACK_MS, copyAnnouncement, useCopyToClipboard } from './useCopyToClipboard.js'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  vi.useFakeTimers()
  writeText.mockReset()
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useCopyToClipboard', () => {
  it('copies the text, says Copied for a moment, then is idle again', async () => {
    writeText.mockResolvedValue(undefined)
    const { result } = renderHook(() => useCopyToClipboard())
    await act(() => result.current.copy('0xabc'))
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(result.current.state).toBe('copied')
    expect(copyAnnouncement(result.current.state, en)).toBe(en.copied)
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1)
    })
    expect(result.current.state).toBe('copied')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current.state).toBe('idle')
    expect(copyAnnouncement(result.current.state, en)).toBe('')
  })

  it('says the copy failed when the clipboard refuses, and a second copy restarts the moment', async () => {
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError')).mockResolvedValue(undefined)
    const { result } = renderHook(() => useCopyToClipboard())
    await act(() => result.current.copy('wc:…'))
    expect(result.current.state).toBe('failed')
    expect(copyAnnouncement(result.current.state, en)).toBe(en.copyFailed)
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 100)
    })
    await act(() => result.current.copy('wc:…'))
    act(() => {
      vi.advanceTimersByTime(200)
    })
    // The first copy's timer would have reset it by now; the second's has not run out.
    expect(result.current.state).toBe('copied')
  })
})
