// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AmountInput } from './AmountInput.js'

afterEach(cleanup)

function renderAmount(props: Partial<Parameters<typeof AmountInput>[0]> = {}) {
  const onChange = vi.fn()
  const onMax = vi.fn()
  render(
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput
        id="amount"
        value="1.5"
        onChange={onChange}
        invalid={false}
        describedBy={undefined}
        onMax={onMax}
        maxLabel="Max"
        maxDisabled={false}
        {...props}
      />
      <p id="amount-error">Enter a valid amount</p>
    </>,
  )
  return { onChange, onMax, box: screen.getByRole('textbox', { name: 'Amount' }) }
}

describe('AmountInput', () => {
  it('is a labelled decimal box that reports what is typed', () => {
    const { box, onChange } = renderAmount()
    expect(box.getAttribute('inputmode')).toBe('decimal')
    expect(box.getAttribute('aria-invalid')).toBeNull()
    fireEvent.change(box, { target: { value: '2' } })
    expect(onChange).toHaveBeenCalledWith('2')
  })

  it('says when the amount is wrong, and what describes it', () => {
    const { box } = renderAmount({ invalid: true, describedBy: 'amount-error' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe('amount-error')
  })

  it('fills the most with Max, which waits for a balance and says when it is busy', () => {
    const { onMax } = renderAmount()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledTimes(1)
    cleanup()
    renderAmount({ maxDisabled: true, maxBusy: true })
    const max = screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement
    expect(max.disabled).toBe(true)
    expect(max.getAttribute('aria-busy')).toBe('true')
  })
})
