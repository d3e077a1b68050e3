// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createOffPage, OffPageContext } from '../modal/off-page.js'
import { useFocusAfterPaint } from './useFocusAfterPaint.js'

afterEach(cleanup)

function Search({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLInputElement>(null)
  useFocusAfterPaint(ref, () => enabled)
  return <input ref={ref} aria-label="Search" />
}

describe('useFocusAfterPaint', () => {
  it('focuses the element after its first frame, not during the render that mounts it', async () => {
    const { getByLabelText } = render(<Search enabled />)
    const input = getByLabelText('Search')
    expect(document.activeElement).not.toBe(input)
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('leaves focus alone when not enabled', async () => {
    const { getByLabelText } = render(<Search enabled={false} />)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.activeElement).not.toBe(getByLabelText('Search'))
  })

  it('in a view rendered ahead of time, focuses only after the first frame on the page', async () => {
    const offPage = createOffPage()
    const { getByLabelText } = render(
      <OffPageContext.Provider value={offPage}>
        <Search enabled />
      </OffPageContext.Provider>,
    )
    const input = getByLabelText('Search')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.activeElement).not.toBe(input)
    offPage.attach()
    expect(document.activeElement).not.toBe(input)
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('does nothing once unmounted before the frame', async () => {
    const { unmount } = render(<Search enabled />)
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.activeElement).toBe(document.body)
  })
})
