// The Swap view's own rules, rendered inside the view (so inside the modal's shadow root) and shipped in its lazy
// chunk rather than in every page's first stylesheet. Colours are the theme's variables, so light and dark follow.
export const swapStyles = `
.foyer-swap { display: flex; flex-direction: column; min-width: 0; }
.foyer-swap-select { appearance: auto; width: 100%; min-width: 0; }
.foyer-swap-balance { font-size: 13px; overflow-wrap: anywhere; }
.foyer-swap-flip { display: flex; justify-content: center; margin: -6px 0 2px; }
.foyer-swap-slippage { display: flex; flex-wrap: wrap; gap: 6px; }
.foyer-swap-chip { position: relative; }
.foyer-swap-chip input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.foyer-swap-chip label { display: inline-flex; align-items: center; min-height: 36px; padding: 0 14px; cursor: pointer;
  border-radius: var(--foyer-radius); background: var(--foyer-surface); color: var(--foyer-fg); font-size: 14px; font-weight: 600; }
.foyer-swap-chip input:checked + label { box-shadow: inset 0 0 0 2px var(--foyer-accent); }
.foyer-swap-chip input:focus-visible + label { outline: 2px solid var(--foyer-focus); outline-offset: 2px; }
.foyer-swap-slippage + .foyer-input { margin-top: 8px; }
.foyer-swap-quote { min-height: 8px; }
.foyer-swap-quote .foyer-muted { margin: 0 0 12px; }
`
