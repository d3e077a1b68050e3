// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TabLoadFailed } from './TabLoadFailed.js'

afterEach(cleanup)

describe('TabLoadFailed', () => {
  it('alerts the failure and retries on Try again, with a spinner while the retry runs', () => {
    const onRetry = vi.fn()
    // No provider: the messages are the English defaults.
    const { rerender } = render(
      <TabLoadFailed message="Failed to fetch transactions" retrying={false} onRetry={onRetry} />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch transactions')
    const button = screen.getByRole('button', { name: 'Try again' })
    expect(button.querySelector('.foyer-spinner')).toBeNull()
    fireEvent.click(button)
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<TabLoadFailed message="Failed to fetch transactions" retrying onRetry={onRetry} />)
    expect(screen.getByRole('button', { name: 'Try again' }).querySelector('.foyer-spinner')).not.toBeNull()
  })
})
