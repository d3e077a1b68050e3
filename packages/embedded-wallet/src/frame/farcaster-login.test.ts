// The frame's side of Sign In With Farcaster against the devnet's dev auth relay (a real HTTP relay on a free port,
// its clock under the test's control): the channel is opened for the frame's origin with the server's nonce, the wait
// ends with the signed message once the Farcaster app posted it, and an expired, replaced, cancelled or unknown
// channel ends with a clear error instead of polling on.
import { DEV_FARCASTER_RELAY_KEY, startDevFarcasterRelay, type DevFarcasterRelay } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFarcasterLogin } from './farcaster-login.js'

describe('the frame opening and watching a Sign In With Farcaster channel', () => {
  let relay: DevFarcasterRelay
  let clock = Date.now()
  let nonces = 0
  beforeAll(async () => {
    relay = await startDevFarcasterRelay({ port: 0, channelTtlMs: 60_000, now: () => clock })
  })
  afterAll(() => relay?.stop())

  const login = () =>
    createFarcasterLogin({
      relayUrl: relay.url,
      origin: 'http://localhost:8793',
      nonce: () =>
        Promise.resolve({
          nonce: `servernonce${++nonces}abc`,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      intervalMs: 20,
    })

  /** What the Farcaster app does once the person approved: post the signed message to the channel. */
  const answer = (channelToken: string, message = 'signed message') =>
    fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${channelToken}`,
        'x-farcaster-auth-relay-key': DEV_FARCASTER_RELAY_KEY,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message, signature: `0x${'ab'.repeat(65)}`, fid: 1001, username: 'alice' }),
    })

  it("opens the channel for the frame's origin with the server's nonce and returns the app's signed answer", async () => {
    const farcaster = login()
    const { url, channelToken } = await farcaster.start()
    const link = new URL(url)
    expect(link.protocol).toBe('farcaster:')
    expect(link.searchParams.get('domain')).toBe('localhost:8793')
    expect(link.searchParams.get('siweUri')).toBe('http://localhost:8793')
    expect(link.searchParams.get('nonce')).toBe(`servernonce${nonces}abc`)
    expect(link.searchParams.get('expirationTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    const waited = farcaster.wait(channelToken)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect((await answer(channelToken)).status).toBe(201)
    expect(await waited).toEqual({
      message: 'signed message',
      signature: `0x${'ab'.repeat(65)}`,
      nonce: `servernonce${nonces}abc`,
      username: 'alice',
    })
  })

  it('ends with "expired" once the relay forgot the channel', async () => {
    const farcaster = login()
    const { channelToken } = await farcaster.start()
    const waited = farcaster.wait(channelToken)
    clock += 61_000
    await expect(waited).rejects.toThrow('The Farcaster sign-in expired: start again')
  })

  it('ends the wait of a channel a newer start replaced, and refuses a token it did not open', async () => {
    const farcaster = login()
    const first = await farcaster.start()
    const waited = farcaster.wait(first.channelToken)
    await farcaster.start()
    await expect(waited).rejects.toThrow('This Farcaster sign-in was replaced by a newer one')
    await expect(farcaster.wait('not-a-channel')).rejects.toThrow(
      'This Farcaster sign-in is no longer open: start again',
    )
  })

  it('stops reading the channel when the host cancels it, and ignores a cancel of a channel no longer open', async () => {
    const farcaster = login()
    const first = await farcaster.start()
    const second = await farcaster.start()
    const waited = farcaster.wait(second.channelToken)
    // A late cancel of the replaced channel (the view left before Try again) must not end the newer sign-in.
    expect(farcaster.cancel(first.channelToken)).toEqual({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(
      await Promise.race([
        waited.then(
          () => 'ended',
          () => 'ended',
        ),
        Promise.resolve('waiting'),
      ]),
    ).toBe('waiting')
    farcaster.cancel(second.channelToken)
    await expect(waited).rejects.toThrow('This Farcaster sign-in was cancelled')
    // Answered after the cancel: nothing waits for it any more, and the channel cannot be waited on again.
    await answer(second.channelToken)
    await expect(farcaster.wait(second.channelToken)).rejects.toThrow(
      'This Farcaster sign-in is no longer open: start again',
    )
  })

  it('says Farcaster login is not configured when the frame has no relay', async () => {
    const farcaster = createFarcasterLogin({
      relayUrl: undefined,
      origin: 'http://localhost:8793',
      nonce: () => Promise.reject(new Error('not asked')),
    })
    await expect(farcaster.start()).rejects.toThrow('Farcaster login is not configured for this wallet')
  })
})
