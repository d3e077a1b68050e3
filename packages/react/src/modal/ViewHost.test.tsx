// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  cleanup()
  vi.doUnmock('../views/NetworksView.js')
  vi.resetModules()
})

describe('ViewHost', () => {
  it('shows a skeleton while a view loads, a retry when its chunk fails, and the view once it loads', async () => {
    let failNext = true
    vi.doMock('../views/NetworksView.js', () => {
      if (failNext) {
        failNext = false
        throw new Error('chunk failed')
      }
      return { default: () => <p>networks view</p> }
    })
    const { ViewHost } = await import('./ViewHost.js')
    render(<ViewHost view="Networks" />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded')
    await act(async () => fireEvent.click(retry))
    expect(await screen.findByText('networks view')).toBeTruthy()
  })
})
