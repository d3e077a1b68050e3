// @vitest-environment jsdom
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs, tabAfterKey } from './Tabs.js'

afterEach(cleanup)

const NAMES = { one: 'One', two: 'Two', three: 'Three' } as const
type Name = keyof typeof NAMES

function Harness({ tabs = ['one', 'two', 'three'] }: { tabs?: Name[] }) {
  const [current, setCurrent] = useState<Name>('one')
  return (
    <Tabs tabs={tabs} current={current} label="Numbers" labelOf={(tab) => NAMES[tab]} onSelect={setCurrent}>
      <p>panel {current}</p>
    </Tabs>
  )
}

describe('tabAfterKey', () => {
  it('wraps with the arrows, goes to the ends with Home and End, and ignores other keys', () => {
    const tabs = ['a', 'b', 'c']
    expect(tabAfterKey(tabs, 'c', 'ArrowRight')).toBe('a')
    expect(tabAfterKey(tabs, 'a', 'ArrowLeft')).toBe('c')
    expect(tabAfterKey(tabs, 'b', 'Home')).toBe('a')
    expect(tabAfterKey(tabs, 'b', 'End')).toBe('c')
    expect(tabAfterKey(tabs, 'b', 'Enter')).toBeUndefined()
  })
})

describe('Tabs', () => {
  it('is a named tablist whose selected tab alone is in the Tab order and names the panel', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['One', 'true', 0],
      ['Two', 'false', -1],
      ['Three', 'false', -1],
    ])
    const panel = screen.getByRole('tabpanel', { name: 'One' })
    expect(panel.textContent).toBe('panel one')
    expect(tabs.every((t) => t.getAttribute('aria-controls') === panel.id)).toBe(true)
  })

  it('selects on click, and with the arrow keys, Home and End moves focus with the selection', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }))
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('panel two')

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Two' }), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('panel three')

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }))

    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'End' })
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'Home' })
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true')
  })

  it('leaves other keys to the page', () => {
    render(<Harness />)
    const one = screen.getByRole('tab', { name: 'One' })
    const notCancelled = fireEvent.keyDown(one, { key: 'Tab' })
    expect(notCancelled).toBe(true)
    expect(one.getAttribute('aria-selected')).toBe('true')
  })
})
