import type { KeyboardEvent, MouseEvent, ReactElement, Ref } from 'react'
import type { ViewName } from '@foyer/core'
import { useMessages } from '../context.js'
import { BackIcon, CloseIcon } from '../ui/icons.js'
import { ViewSlot } from './ViewSlot.js'
import { viewTitles } from './views.js'

export interface DialogFrameProps {
  open: boolean
  view: ViewName
  titleId: string
  dialogRef?: Ref<HTMLDivElement>
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  /** Every click in the dialog, before the element clicked sees it. */
  onClickCapture?: (event: MouseEvent<HTMLDivElement>) => void
  /** A press on the overlay itself (outside the dialog). */
  onOverlayMouseDown?: () => void
  /** Without it there is no back button. */
  onBack?: (() => void) | undefined
  /** Without it there is no close button (the view may not be closed). */
  onClose?: (() => void) | undefined
}

/**
 * What the modal draws: overlay, dialog, header (back, title, close) and the view. No state and no effects of its own
 * (the view's slot stages the next view only once on the page), so the same markup can be rendered ahead of time, off
 * the page, and then shown as it is (`useStagedDialog`).
 */
export function DialogFrame({
  open,
  view,
  titleId,
  dialogRef,
  onKeyDown,
  onClickCapture,
  onOverlayMouseDown,
  onBack,
  onClose,
}: DialogFrameProps): ReactElement {
  const messages = useMessages()
  return (
    <div
      className="foyer-overlay"
      data-state={open ? 'open' : 'closed'}
      inert={!open}
      onMouseDown={(event) => {
        // Not the second press of a double-click that began inside: a view that shrank between the two presses puts
        // the overlay under it, and closing would throw away what the person was doing.
        if (event.target === event.currentTarget && event.detail <= 1) onOverlayMouseDown?.()
      }}
    >
      <div
        ref={dialogRef}
        className="foyer-dialog"
        // While it animates out, it is no longer an open dialog to anyone (assistive tech, tests, focus).
        role={open ? 'dialog' : undefined}
        aria-modal={open ? 'true' : undefined}
        aria-hidden={open ? undefined : 'true'}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-view={view}
        onKeyDown={onKeyDown}
        onClickCapture={onClickCapture}
      >
        <div className="foyer-header">
          {onBack ? (
            <button type="button" className="foyer-icon-button" aria-label={messages.back} onClick={onBack}>
              <BackIcon />
            </button>
          ) : (
            <span />
          )}
          <h2 className="foyer-title" id={titleId}>
            {messages[viewTitles[view] ?? 'titleConnect']}
          </h2>
          {onClose ? (
            <button type="button" className="foyer-icon-button" aria-label={messages.close} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : (
            <span />
          )}
        </div>
        <ViewSlot view={view} />
      </div>
    </div>
  )
}
