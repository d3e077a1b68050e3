import type { ReactElement } from 'react'
import { useMessages } from '../context.js'

/** Stands in for a view a later feature provides: says plainly that this build does not have it. */
export default function NotAvailableView(): ReactElement {
  const messages = useMessages()
  return (
    <div className="foyer-center">
      <h3>{messages.notAvailable}</h3>
      <p className="foyer-muted">{messages.notAvailableHint}</p>
    </div>
  )
}
