import { createElement, memo, useEffect, useState, type ReactElement } from 'react'
import type { ViewName } from '@foyer/core'
import { useMessages } from '../context.js'
import { ErrorIcon } from '../ui/icons.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewSkeleton } from './ViewSkeleton.js'
import { loadView, loadedView } from './views.js'

/**
 * Renders a view: at once when its chunk is here, else a skeleton until it arrives, or a retry if it failed. Memoized:
 * views read what they show from the client's stores, so the dialog rendering again (opening a staged dialog, the
 * close button coming and going) does not render the view again.
 */
export const ViewHost = memo(function ViewHost({ view }: { view: ViewName }): ReactElement {
  const messages = useMessages()
  const [attempt, setAttempt] = useState(0)
  const [arrived, setArrived] = useState<{ view: ViewName; attempt: number; failed: boolean } | undefined>(undefined)
  const component = loadedView(view)

  useEffect(() => {
    if (component) return
    let current = true
    loadView(view).then(
      () => current && setArrived({ view, attempt, failed: false }),
      () => current && setArrived({ view, attempt, failed: true }),
    )
    return () => {
      current = false
    }
  }, [view, component, attempt])

  const failed = !component && arrived?.view === view && arrived.attempt === attempt && arrived.failed
  const errorView = (retry: () => void): ReactElement => (
    <div className="foyer-center" role="alert">
      <span className="foyer-status-icon">
        <ErrorIcon />
      </span>
      <p className="foyer-error">{messages.viewFailed}</p>
      <button type="button" className="foyer-button" data-variant="secondary" onClick={retry}>
        {messages.tryAgain}
      </button>
    </div>
  )
  if (failed) return errorView(() => setAttempt((n) => n + 1))
  if (!component) return <ViewSkeleton label={messages.viewLoading} />
  return (
    <ViewErrorBoundary onRetry={() => {}} fallback={errorView}>
      {createElement(component)}
    </ViewErrorBoundary>
  )
})
