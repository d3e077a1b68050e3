// The host's end of the frame ↔ host messages: one hidden iframe on the frame's origin, requests matched to answers by
// id, events to listeners. Only messages whose origin is the frame's and whose source is the iframe's window count
// (isFromPeer); everything else on the page's message channel is ignored.
import {
  frameUrlFor,
  isFrameEvent,
  isFrameResponse,
  isFromPeer,
  originOf,
  PROTOCOL_VERSION,
  type FrameEvent,
  type FrameEventType,
  type FrameRequestPayloads,
  type FrameRequestType,
  type FrameResults,
} from '../protocol/index.js'

/** A request the frame refused: its EIP-1193 / JSON-RPC `code` and message (4001 rejected, 4200 not allowed, …). */
export class FrameRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'FrameRequestError'
  }
}

export interface FrameChannel {
  readonly frameOrigin: string
  readonly iframe: HTMLIFrameElement
  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayloads[T]): Promise<FrameResults[T]>
  on<E extends FrameEventType>(event: E, listener: (message: Extract<FrameEvent, { event: E }>) => void): () => void
  destroy(): void
}

/** How long a request waits for the frame to say `ready` (it loads a page from another origin first). */
export const FRAME_READY_TIMEOUT_MS = 20_000

let nextId = 0

export function openFrameChannel(args: { frameUrl: string; hostOrigin: string; title: string }): FrameChannel {
  const frameOrigin = originOf(args.frameUrl)
  const iframe = document.createElement('iframe')
  iframe.src = frameUrlFor(args.frameUrl, args.hostOrigin)
  iframe.title = args.title
  // Hidden until a screen of the frame (approval, key export) is shown over the modal.
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.style.cssText =
    'position:fixed;border:0;width:0;height:0;top:0;left:0;visibility:hidden;z-index:2147483647;background:transparent;color-scheme:normal'
  iframe.setAttribute('allow', 'clipboard-write')
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>()
  const listeners = new Map<string, Set<(message: never) => void>>()
  let markReady!: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const onMessage = (event: MessageEvent) => {
    if (!isFromPeer(event, { origin: frameOrigin, window: iframe.contentWindow })) return
    const data: unknown = event.data
    if (isFrameResponse(data)) {
      const waiting = pending.get(data.id)
      if (!waiting) return
      pending.delete(data.id)
      if (data.ok) waiting.resolve(data.result)
      else waiting.reject(new FrameRequestError(data.error.code, data.error.message))
      return
    }
    if (isFrameEvent(data)) {
      if (data.event === 'ready') markReady()
      for (const listener of listeners.get(data.event) ?? []) (listener as (m: FrameEvent) => void)(data)
    }
  }
  window.addEventListener('message', onMessage)
  document.body.appendChild(iframe)

  const timeout = (ms: number) =>
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`The wallet frame at ${frameOrigin} did not start within ${ms / 1000} s`)), ms),
    )

  return {
    frameOrigin,
    iframe,
    async request(type, payload) {
      await Promise.race([ready, timeout(FRAME_READY_TIMEOUT_MS)])
      const id = `h${Date.now().toString(36)}-${(nextId++).toString(36)}`
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
        iframe.contentWindow?.postMessage({ foyer: PROTOCOL_VERSION, id, type, ...payload }, frameOrigin)
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (message: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (message: never) => void)
    },
    destroy() {
      window.removeEventListener('message', onMessage)
      for (const waiting of pending.values()) waiting.reject(new Error('The embedded wallet was destroyed'))
      pending.clear()
      iframe.remove()
    },
  }
}
