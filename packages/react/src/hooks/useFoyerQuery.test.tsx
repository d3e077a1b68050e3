// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { focusManager, QueryClient } from '@tanstack/query-core'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createOffPage, OffPageContext } from '../modal/off-page.js'
import { renderFoyer } from '../test/renderFoyer.js'
import { useFoyerQuery } from './useFoyerQuery.js'

let queryClient: QueryClient | undefined

afterEach(() => {
  cleanup()
  queryClient?.unmount()
  focusManager.setFocused(undefined)
})

/**
 * The host's own query client, mounted as @tanstack/react-query's provider mounts it: only a mounted client refetches
 * when the window gets focus back (Foyer's own never is).
 */
function hostQueryClient(): QueryClient {
  queryClient = new QueryClient()
  queryClient.mount()
  return queryClient
}

function counter() {
  let calls = 0
  return {
    queryFn: async () => ++calls,
    get calls() {
      return calls
    },
  }
}

function Answer({ queryFn }: { queryFn: () => Promise<number> }): ReactElement {
  const result = useFoyerQuery({ queryKey: ['answer-test'], queryFn, staleTime: 0 })
  return <p>answer {result.data ?? '…'}</p>
}

/** The window loses focus and gets it back: query-core refetches the stale queries whose observers allow it. */
async function refocus(): Promise<void> {
  await act(async () => {
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('useFoyerQuery', () => {
  it('refetches a stale query when the window gets focus back', async () => {
    const answers = counter()
    await renderFoyer({ queryClient: hostQueryClient(), children: <Answer queryFn={answers.queryFn} /> })
    await screen.findByText('answer 1')
    await refocus()
    await screen.findByText('answer 2')
  })

  it('in a dialog rendered ahead (off the page), does not refetch on focus until the dialog is on the page', async () => {
    const answers = counter()
    const offPage = createOffPage()
    await renderFoyer({
      queryClient: hostQueryClient(),
      children: (
        <OffPageContext.Provider value={offPage}>
          <Answer queryFn={answers.queryFn} />
        </OffPageContext.Provider>
      ),
    })
    // Asked once as it mounts, as any view would be.
    await screen.findByText('answer 1')
    await refocus()
    expect(answers.calls).toBe(1)
    expect(screen.getByText('answer 1')).toBeTruthy()

    offPage.attach()
    await refocus()
    await waitFor(() => expect(answers.calls).toBe(2))
    await screen.findByText('answer 2')
  })
})
