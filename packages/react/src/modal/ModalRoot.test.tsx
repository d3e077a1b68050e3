// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderFoyer } from '../test/renderFoyer.js'
import { modalStyles } from './styles.js'
import { modalDurationMs, toCssVariables } from './theme.js'

afterEach(cleanup)

describe('modal root and theme', () => {
  it('puts the theme mode and the host overrides on the shadow host, and removes it on unmount', async () => {
    const { shadowRoot, unmount } = await renderFoyer({
      themeMode: 'dark',
      themeVariables: { accent: '#ff0066', 'modal-width': 400, 'z-index': 5000, 'duration-view': 0 },
    })
    const host = shadowRoot().host as HTMLElement
    expect(host.getAttribute('data-theme')).toBe('dark')
    expect(host.style.getPropertyValue('--foyer-accent')).toBe('#ff0066')
    expect(host.style.getPropertyValue('--foyer-modal-width')).toBe('400px')
    expect(host.style.getPropertyValue('--foyer-z-index')).toBe('5000')
    expect(host.style.getPropertyValue('--foyer-duration-view')).toBe('0ms')
    unmount()
    expect(document.querySelector('[data-foyer-modal]')).toBeNull()
  })

  it('defaults to the system theme and the spec sizes and timings', async () => {
    const { shadowRoot, client } = await renderFoyer()
    expect(shadowRoot().host.getAttribute('data-theme')).toBe('system')
    expect(modalStyles).toContain('--foyer-modal-width: 360px')
    expect(modalStyles).toContain('--foyer-z-index: 999')
    expect(modalStyles).toMatch(
      /--foyer-duration-overlay: 120ms;[\s\S]*--foyer-duration-modal: 150ms;[\s\S]*--foyer-duration-view: 150ms/,
    )
    expect(modalStyles).toContain('all: initial')
    expect(modalStyles).toContain('@media (max-width: 430px)')
    expect(modalStyles).toContain('@media (prefers-reduced-motion: reduce)')
    expect(modalStyles).toContain('@media (prefers-color-scheme: dark)')
    // jsdom does not apply :host rules; the real cascade is checked in Chromium by the e2e suite.
    act(() => client.open())
    expect(shadowRoot().querySelector('.foyer-overlay')).not.toBeNull()
  })

  it('converts theme variables and reads the exit duration', () => {
    expect(toCssVariables({ radius: 8, 'font-weight': 600, '--custom': 'x' })).toEqual({
      '--foyer-radius': '8px',
      '--foyer-font-weight': '600',
      '--custom': 'x',
    })
    expect(modalDurationMs(undefined)).toBe(150)
    expect(modalDurationMs({ 'duration-modal': '0.3s' })).toBe(300)
    expect(modalDurationMs({ 'duration-modal': 80 })).toBe(80)
  })
})
