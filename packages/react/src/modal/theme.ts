import type { ThemeVariables } from '@foyer/core'

/** Defaults the host can override through `themeVariables` (names without the `--foyer-` prefix). */
export const defaultThemeVariables = {
  'modal-width': '360px',
  'z-index': 999,
  'duration-overlay': '120ms',
  'duration-modal': '150ms',
  'duration-view': '150ms',
  accent: '#3b5bdb',
  'accent-foreground': '#ffffff',
  radius: '16px',
  'font-family':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
} as const satisfies ThemeVariables

const unitless = /(^|-)(z-index|opacity|font-weight|line-height|scale)$/

/** `{ accent: '#f0a', 'duration-view': 200 }` → `{ '--foyer-accent': '#f0a', '--foyer-duration-view': '200ms' }`. */
export function toCssVariables(variables: ThemeVariables | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(variables ?? {})) {
    const name = key.startsWith('--') ? key : `--foyer-${key}`
    if (typeof value === 'number') {
      out[name] = unitless.test(key) ? String(value) : key.includes('duration') ? `${value}ms` : `${value}px`
    } else {
      out[name] = value
    }
  }
  return out
}

/** The exit animation's length in ms: the host's override when it gave one in ms/s, else the default. */
export function modalDurationMs(variables: ThemeVariables | undefined): number {
  const value = variables?.['duration-modal'] ?? defaultThemeVariables['duration-modal']
  if (typeof value === 'number') return value
  const match = /^([\d.]+)(ms|s)$/.exec(value.trim())
  if (!match) return 150
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1)
}
