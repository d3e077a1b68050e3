// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { layOutOnce } from './lay-out-once.js'

describe('layOutOnce', () => {
  it('lays out a hidden, inert copy inside the container and leaves the container and the original as they were', () => {
    const container = document.createElement('div')
    container.innerHTML = '<p>current view</p>'
    document.body.append(container)
    const source = document.createElement('div')
    source.innerHTML = '<button>Rabby</button>'

    const seen: Array<{ visibility: string; position: string; inert: boolean; hidden: string | null }> = []
    const observer = new MutationObserver(() => {})
    observer.observe(container, { childList: true })
    // What the copy looked like at the moment it was measured.
    const measure = HTMLElement.prototype.getBoundingClientRect
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      seen.push({
        visibility: this.style.visibility,
        position: this.style.position,
        inert: this.hasAttribute('inert'),
        hidden: this.getAttribute('aria-hidden'),
      })
      expect(this.parentNode).toBe(container)
      expect(this.textContent).toBe('Rabby')
      return measure.call(this)
    }
    try {
      layOutOnce(source, container, 'in-flow')
      layOutOnce(source, container, 'fixed')
    } finally {
      HTMLElement.prototype.getBoundingClientRect = measure
    }

    expect(seen).toEqual([
      { visibility: 'hidden', position: '', inert: true, hidden: 'true' },
      { visibility: 'hidden', position: 'fixed', inert: true, hidden: 'true' },
    ])
    // Added and removed within the call: an observer sees both records, and nothing stays.
    const records = observer.takeRecords()
    expect(records.flatMap((r) => [...r.addedNodes])).toHaveLength(2)
    expect(records.flatMap((r) => [...r.removedNodes])).toHaveLength(2)
    expect(container.innerHTML).toBe('<p>current view</p>')
    expect(source.getAttribute('style')).toBeNull()
    expect(source.hasAttribute('inert')).toBe(false)
    container.remove()
  })
})
