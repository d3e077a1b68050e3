// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { modalStyles } from '../modal/styles.js'
import { WalletIcon, monogramStyles } from './WalletIcon.js'

afterEach(cleanup)

describe('WalletIcon', () => {
  it('draws a wallet without an image as a monogram tile that adds no text and no image', () => {
    const { container } = render(
      <button type="button" aria-label="Foyer Dev Wallet">
        <WalletIcon name="Foyer Dev Wallet" />
        Foyer Dev Wallet
      </button>,
    )
    const tile = container.querySelector('.foyer-monogram')!
    expect(tile.getAttribute('data-monogram')).toBe('FD')
    expect(tile.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('img')).toBeNull()
    // The letters are generated content with empty alternative text, so the button's text stays its name.
    expect(container.querySelector('button')!.textContent).toBe('Foyer Dev Wallet')
    expect(monogramStyles).toContain('content: attr(data-monogram) / ""')
    expect(modalStyles).toContain(monogramStyles)
  })

  it('gives the same name the same colour', () => {
    const { container } = render(
      <>
        <WalletIcon name="Amber Wallet" />
        <WalletIcon name="amber wallet" />
        <WalletIcon name="Birch Wallet" />
      </>,
    )
    const [a, b, c] = Array.from(container.querySelectorAll<HTMLElement>('.foyer-monogram')).map(
      (t) => t.style.background,
    )
    expect(a).toBe(b)
    expect(a).not.toBe(c)
  })

  it("shows the wallet's own image, and the monogram once that image fails to load", () => {
    const src = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    const { container } = render(<WalletIcon name="Harbor Wallet" src={src} size={32} round />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(src)
    expect(img.getAttribute('alt')).toBe('')
    expect(img.style.borderRadius).toBe('50%')
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.foyer-monogram')!.getAttribute('data-monogram')).toBe('HW')
  })
})
