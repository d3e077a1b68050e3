// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { useRef, type ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStepFocus } from './useStepFocus.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Step({ step }: { step: 'button' | 'input' }): ReactElement {
  const rootRef = useRef<HTMLDivElement>(null)
  useStepFocus(rootRef, [step])
  return (
    <div ref={rootRef}>
      {step === 'button' ? (
        <button type="button" data-autofocus>
          Go
        </button>
      ) : (
        <input aria-label="Amount" data-autofocus />
      )}
    </div>
  )
}

const fine = (matches: boolean) => vi.stubGlobal('matchMedia', () => ({ matches }))

describe('useStepFocus', () => {
  it("puts focus on the step's main control as the step changes", () => {
    const view = render(<Step step="button" />)
    expect(document.activeElement).toBe(view.getByRole('button', { name: 'Go' }))
    fine(true)
    view.rerender(<Step step="input" />)
    expect(document.activeElement).toBe(view.getByLabelText('Amount'))
  })

  it('leaves a text field alone on a touch screen, where focus would throw up the keyboard', () => {
    fine(false)
    const view = render(<Step step="input" />)
    expect(document.activeElement).not.toBe(view.getByLabelText('Amount'))
  })
})
