// The bench's yardstick for modal open (bench/modal-open.mjs): a plain React button that opens a plain role=dialog div
// listing ten wallet names. No Foyer, no styles, no animation: what opening "a dialog with ten names" costs in React
// on this machine, so Foyer's time can be reported as a multiple of it.
import { useState, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'

const WALLETS = [
  'Foyer Dev Wallet',
  'Amber Wallet',
  'Birch Wallet',
  'Cedar Wallet',
  'Dune Wallet',
  'Ember Wallet',
  'Fjord Wallet',
  'Grove Wallet',
  'Harbor Wallet',
  'Iris Wallet',
]

function Baseline(): ReactElement {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect a wallet">
          <ul>
            {WALLETS.map((name) => (
              <li key={name}>
                <button type="button" data-wallet-name="">
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<Baseline />)
