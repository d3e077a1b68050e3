import type { ReactElement } from 'react'
import { useMessages } from '../../context.js'
import { Spinner } from '../../ui/Spinner.js'

/**
 * An Account tab whose list could not be loaded: the failure's text as an alert and Try again, with a spinner on the
 * button while the new attempt runs.
 */
export function TabLoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string
  retrying: boolean
  onRetry: () => void
}): ReactElement {
  const messages = useMessages()
  return (
    <div className="foyer-center">
      <p className="foyer-error" role="alert">
        {message}
      </p>
      <button type="button" className="foyer-button" data-variant="secondary" onClick={onRetry}>
        {retrying ? <Spinner size={14} /> : null}
        {messages.tryAgain}
      </button>
    </div>
  )
}
