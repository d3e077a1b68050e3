import { useCallback, useEffect, useRef, useState } from 'react'
import type { Messages } from '../messages/en.js'

export type CopyState = 'idle' | 'copied' | 'failed'

/** How long "Copied" (or the failure) stays before the button is back to idle. */
export const COPY_FEEDBACK_MS = 1500

/**
 * Copying a text (an address, a pairing link) with feedback: `state` is 'copied' or 'failed' for a moment after each
 * copy, then 'idle' again. A refused clipboard (no permission, an insecure page) is 'failed', never an exception.
 */
export function useCopyToClipboard(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS)
  }, [])
  return { state, copy }
}

/** What a polite live region says of a copy: "Copied", the failure, or nothing. */
export function copyAnnouncement(state: CopyState, messages: Messages): string {
  return state === 'copied' ? messages.copied : state === 'failed' ? messages.copyFailed : ''
}
