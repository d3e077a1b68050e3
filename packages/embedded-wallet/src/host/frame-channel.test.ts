// @vitest-environment jsdom
// The host's message checks: only the frame's origin AND the iframe's window are listened to; answers match requests
// by id; nothing is posted before the frame said ready. (The real frame on its own origin: e2e/login.e2e.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openFrameChannel, FrameRequestError } from './frame-channel.js'

const FRAME = 'http://localhost:8793'
afterEach(() => document.body.replaceChildren())

function setup() {
  const channel = openFrameChannel({ frameUrl: `${FRAME}/frame.html`, hostOrigin: 'http://127.0.0.1:5173', title: 'W' })
  const frameWindow = channel.iframe.contentWindow!
  const posted: { data: unknown; target: string }[] = []
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((data: unknown, target: string) =>
    posted.push({ data, target })) as never)
  const fromFrame = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: init.origin ?? FRAME, source: init.source ?? frameWindow }),
    )
  return { channel, posted, fromFrame, frameWindow }
}

describe('frame channel', () => {
  it('loads the frame with the host origin in its hash, and posts requests to the frame origin once it is ready', async () => {
    const { channel, posted, fromFrame } = setup()
    expect(channel.iframe.src).toBe(`${FRAME}/frame.html#hostOrigin=${encodeURIComponent('http://127.0.0.1:5173')}`)
    const answer = channel.request('emailStart', { email: 'ada@example.com' })
    await new Promise((r) => setTimeout(r, 10))
    expect(posted).toHaveLength(0)
    fromFrame({ foyer: 1, event: 'ready' })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const request = posted[0]!.data as { id: string; type: string; email: string }
    expect(posted[0]!.target).toBe(FRAME)
    expect(request).toMatchObject({ foyer: 1, type: 'emailStart', email: 'ada@example.com' })
    fromFrame({ foyer: 1, id: request.id, ok: true, result: { expiresAt: '2026-11-25T23:00:00Z' } })
    await expect(answer).resolves.toEqual({ expiresAt: '2026-11-25T23:00:00Z' })
  })

  it('ignores answers from another origin or another window, and rejects with the frame error code', async () => {
    const { channel, posted, fromFrame } = setup()
    fromFrame({ foyer: 1, event: 'ready' })
    const answer = channel.request('rpc', { namespace: 'eip155', chainId: 31337, method: 'eth_sign', params: [] })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const { id } = posted[0]!.data as { id: string }
    let settled = false
    void answer.then(
      () => (settled = true),
      () => (settled = true),
    )
    fromFrame({ foyer: 1, id, ok: true, result: 'forged' }, { origin: 'http://evil.example' })
    fromFrame({ foyer: 1, id, ok: true, result: 'forged' }, { source: window })
    await new Promise((r) => setTimeout(r, 10))
    expect(settled).toBe(false)
    fromFrame({ foyer: 1, id, ok: false, error: { code: 4200, message: 'Requested RPC call is not allowed' } })
    const error = await answer.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
  })

  it('passes events to listeners, only from the frame', () => {
    const { channel, fromFrame } = setup()
    const seen: unknown[] = []
    channel.on('approvalNeeded', (m) => seen.push(m.reason))
    fromFrame({ foyer: 1, event: 'approvalNeeded', reason: 'approval' }, { origin: 'http://evil.example' })
    fromFrame({ foyer: 1, event: 'approvalNeeded', reason: 'approval' })
    expect(seen).toEqual(['approval'])
  })
})
