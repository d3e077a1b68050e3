// The frame's social-login half refuses what it cannot have started, before anything goes to the server: a provider
// outside the six, and a claim for a state it holds no secret for (another frame's login, or a made-up one). The
// round trip with the real server (hash at start, secret at claim) runs in e2e/login-social.e2e.ts.
import { describe, expect, it } from 'vitest'
import { FrameErrorCode } from '../protocol/messages.js'
import { OAuthLogin } from './oauth-login.js'

describe('OAuthLogin (frame)', () => {
  // Port 9 (discard) on loopback: were anything sent, the answer would be a network error, not these refusals.
  const login = new OAuthLogin('http://127.0.0.1:9', 'http://127.0.0.1:5173')

  it('refuses a provider outside the six', async () => {
    for (const provider of ['myspace', '', 42, undefined])
      await expect(login.start(provider)).rejects.toMatchObject({
        code: FrameErrorCode.INVALID_PARAMS,
        message: 'Invalid provider: must be one of google, x, discord, github, apple, facebook',
      })
  })

  it('refuses to claim a state it did not start', async () => {
    for (const state of ['made-up', '', null])
      await expect(login.claim(state)).rejects.toMatchObject({
        code: FrameErrorCode.INVALID_PARAMS,
        message: 'Unknown or expired login: start it again',
      })
  })
})
