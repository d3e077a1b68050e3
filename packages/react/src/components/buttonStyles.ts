import { useInsertionEffect, useMemo, type CSSProperties } from 'react'
import { useFoyerClient } from '../context.js'
import { defaultThemeVariables, toCssVariables } from '../modal/theme.js'
import { monogramStyles } from '../ui/WalletIcon.js'

const d = defaultThemeVariables

// The buttons live in the host page (they sit in its layout), so their rules are class-scoped with a `foyer-`
// prefix and reset what a page's element selectors might have set.
const buttonStyles = /* css */ `
.foyer-cb {
  all: unset; box-sizing: border-box; position: relative; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 40px; padding: 0 16px; border-radius: var(--foyer-radius, ${d.radius});
  font-family: var(--foyer-font-family, ${d['font-family']}); font-size: 15px; font-weight: 600; line-height: 1;
  white-space: nowrap; cursor: pointer; user-select: none; -webkit-font-smoothing: antialiased;
  background: var(--foyer-accent, ${d.accent}); color: var(--foyer-accent-foreground, #fff);
  transition: filter 100ms ease, transform 100ms ease, background-color 100ms ease;
}
.foyer-cb * { box-sizing: border-box; }
.foyer-cb-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.foyer-cb:hover { filter: brightness(1.08); }
.foyer-cb:active { transform: scale(0.98); }
.foyer-cb:focus-visible { outline: 2px solid var(--foyer-accent, ${d.accent}); outline-offset: 2px; }
.foyer-cb[data-variant="neutral"] { background: var(--foyer-button-surface, #f1f3f5); color: var(--foyer-button-fg, #14161a);
  padding: 0 6px 0 12px; gap: 10px; }
.foyer-cb[data-variant="neutral"]:hover { filter: none; background: var(--foyer-button-surface-hover, #e6e8eb); }
.foyer-cb[data-theme="dark"] { --foyer-button-surface: #22252b; --foyer-button-surface-hover: #2c3038; --foyer-button-fg: #eef0f3; --foyer-button-chip: #17191e; }
@media (prefers-color-scheme: dark) {
  .foyer-cb[data-theme="system"] { --foyer-button-surface: #22252b; --foyer-button-surface-hover: #2c3038; --foyer-button-fg: #eef0f3; --foyer-button-chip: #17191e; }
}
.foyer-cb[data-state="connecting"] { cursor: progress; }
.foyer-cb[data-state="unsupported"] { background: #c92a2a; color: #fff; padding: 0 14px; }
.foyer-cb[data-state="unsupported"]:hover { background: #c92a2a; filter: brightness(1.08); }
.foyer-cb-chip { display: inline-flex; align-items: center; gap: 8px; height: 30px; padding: 0 10px 0 4px; border-radius: 999px;
  background: var(--foyer-button-chip, #fff); }
.foyer-cb-chip:only-child { padding-left: 4px; }
.foyer-cb-balance { font-variant-numeric: tabular-nums; opacity: 0.85; }
.foyer-cb-icon { display: inline-flex; flex: none; width: 22px; height: 22px; border-radius: 50%; overflow: hidden; }
.foyer-cb-icon > * { width: 100%; height: 100%; }
.foyer-cb-skeleton { display: inline-block; width: 148px; height: 40px; border-radius: var(--foyer-radius, ${d.radius});
  background: linear-gradient(90deg, rgba(127,127,127,0.16), rgba(127,127,127,0.08), rgba(127,127,127,0.16));
  background-size: 200% 100%; animation: foyer-cb-shimmer 1.2s linear infinite; vertical-align: middle; }
.foyer-cb .foyer-spinner { animation: foyer-cb-spin 0.8s linear infinite; }
.foyer-cb-icon .foyer-icon { display: block; }
@keyframes foyer-cb-spin { to { transform: rotate(360deg); } }
@keyframes foyer-cb-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) {
  .foyer-cb { transition: none; }
  .foyer-cb-skeleton { animation: none; }
  .foyer-cb .foyer-spinner { animation-duration: 1.6s; }
}
${monogramStyles}`

/** Puts the buttons' stylesheet in the page once (before layout), and returns the theme attributes for a button. */
export function useButtonTheme(): { style: CSSProperties; 'data-theme': string } {
  useInsertionEffect(() => {
    if (document.head.querySelector('style[data-foyer-buttons]')) return
    const style = document.createElement('style')
    style.setAttribute('data-foyer-buttons', '')
    style.textContent = buttonStyles
    document.head.appendChild(style)
  }, [])
  const client = useFoyerClient()
  return useMemo(
    () => ({
      style: toCssVariables(client.options.themeVariables) as CSSProperties,
      'data-theme': client.options.themeMode ?? 'system',
    }),
    [client],
  )
}
