import { describeRequest } from './describe-request.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from './identity.js'
import type { DevWalletApprovalRequest } from './types.js'

export type ApprovalPanelOptions = {
  /** Where to mount; defaults to the global document. */
  document?: Document
  name?: string
  icon?: string
}

export type ApprovalPanel = {
  /** Queues a request and resolves with the person's answer (true = Approve). Pass it as the provider's `approve`. */
  approve(request: DevWalletApprovalRequest): Promise<boolean>
  /** Requests still waiting for an answer. */
  readonly pendingCount: number
  /** The element mounted on document.body (its shadow root holds the card). */
  readonly host: HTMLElement
  /** Removes the panel; requests still waiting are answered with Reject. */
  unmount(): void
}

// The z-index sits above any app modal (Foyer's default is 999) but below the 32-bit maximum some overlays reserve.
const STYLES = `
:host { all: initial; position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; pointer-events: auto;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111827; }
:host([hidden]) { display: none; }
.card { box-sizing: border-box; width: 340px; max-width: calc(100vw - 32px); max-height: calc(100vh - 32px); overflow: auto;
  background: #fff; border: 1px solid #d1d5db; border-radius: 14px; box-shadow: 0 12px 32px rgba(0,0,0,.25); padding: 14px; }
.brand { display: flex; align-items: center; gap: 8px; font-size: 12px; color: #4b5563; margin-bottom: 6px; }
.brand img { width: 20px; height: 20px; border-radius: 5px; }
h2 { font-size: 16px; margin: 0 0 10px; overflow-wrap: anywhere; }
dl { margin: 0 0 12px; display: grid; grid-template-columns: max-content 1fr; gap: 4px 10px; font-size: 12px; }
dt { color: #6b7280; }
dd { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; white-space: pre-wrap;
  max-height: 9em; overflow: auto; }
.queue { font-size: 12px; color: #6b7280; margin: 0 0 10px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; border-radius: 10px; padding: 8px 16px; cursor: pointer; border: 1px solid #d1d5db; background: #f9fafb; color: #111827; }
button.approve { background: #047857; border-color: #047857; color: #fff; }
button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  :host { color: #f9fafb; }
  .card { background: #111827; border-color: #374151; }
  .brand, dt, .queue { color: #9ca3af; }
  button { background: #1f2937; border-color: #4b5563; color: #f9fafb; }
}
`

type Entry = { request: DevWalletApprovalRequest; resolve: (approved: boolean) => void }

/**
 * The dev wallet's stand-in for an extension popup: a card in the bottom-right corner showing the first pending
 * request with Approve / Reject. It lives in its own shadow root so neither the page's CSS nor the modal's reaches it,
 * and it is a non-modal dialog: the app's own modal stays open underneath, as it would with a real extension.
 */
export function mountApprovalPanel(options: ApprovalPanelOptions = {}): ApprovalPanel {
  const doc = options.document ?? document
  const host = doc.createElement('div')
  host.setAttribute('data-foyer-dev-wallet', '')
  host.hidden = true
  const root = host.attachShadow({ mode: 'open' }) // open: Playwright's role selectors and testing-library can reach in

  const style = doc.createElement('style')
  style.textContent = STYLES
  const card = doc.createElement('div')
  card.className = 'card'
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-label', 'Foyer Dev Wallet request')
  card.setAttribute('aria-describedby', 'foyer-dev-wallet-title')

  const brand = doc.createElement('div')
  brand.className = 'brand'
  const icon = doc.createElement('img')
  icon.src = options.icon ?? DEV_WALLET_ICON
  icon.alt = ''
  brand.append(icon, doc.createTextNode(options.name ?? DEV_WALLET_NAME))

  const title = doc.createElement('h2')
  title.id = 'foyer-dev-wallet-title'
  const summary = doc.createElement('dl')
  const queue = doc.createElement('p')
  queue.className = 'queue'

  const reject = doc.createElement('button')
  reject.type = 'button'
  reject.textContent = 'Reject'
  const approve = doc.createElement('button')
  approve.type = 'button'
  approve.className = 'approve'
  approve.textContent = 'Approve'
  const actions = doc.createElement('div')
  actions.className = 'actions'
  actions.append(reject, approve)

  card.append(brand, title, summary, queue, actions)
  root.append(style, card)
  doc.body.append(host)

  const pending: Entry[] = []

  function render() {
    const current = pending[0]
    if (!current) {
      host.hidden = true
      return
    }
    const { title: heading, rows } = describeRequest(current.request)
    // textContent only: messages and names come from the page and must never be parsed as HTML.
    title.textContent = heading
    summary.replaceChildren(
      ...rows.flatMap(([label, value]) => {
        const dt = doc.createElement('dt')
        dt.textContent = label
        const dd = doc.createElement('dd')
        dd.textContent = value
        return [dt, dd]
      }),
    )
    const others = pending.length - 1
    queue.textContent = others > 0 ? `${others} more request${others === 1 ? '' : 's'} waiting` : ''
    queue.hidden = others === 0
    if (host.hidden) {
      // Last child of body, so it also comes after a modal mounted since, in stacking ties and in tab order.
      if (host.nextSibling) doc.body.append(host)
      host.hidden = false
    }
  }

  function answer(approved: boolean) {
    const entry = pending.shift()
    if (!entry) return
    // The same two buttons serve the next card, so a keyboard user who answered stays on them for the rest of the queue.
    entry.resolve(approved)
    render()
  }

  approve.addEventListener('click', () => answer(true))
  reject.addEventListener('click', () => answer(false))
  card.addEventListener('keydown', (event) => {
    // Escape rejects, like closing an extension popup; stopPropagation keeps the app's modal from also closing.
    if (event.key === 'Escape' && pending.length > 0) {
      event.stopPropagation()
      answer(false)
    }
  })

  let mounted = true
  return {
    approve(request) {
      if (!mounted) return Promise.resolve(false)
      return new Promise<boolean>((resolve) => {
        pending.push({ request, resolve })
        render()
      })
    },
    get pendingCount() {
      return pending.length
    },
    host,
    unmount() {
      mounted = false
      for (const entry of pending.splice(0)) entry.resolve(false)
      host.remove()
    },
  }
}
