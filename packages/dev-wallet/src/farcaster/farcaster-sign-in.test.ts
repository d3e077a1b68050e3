// The dev wallet answering a Sign In With Farcaster link from the devnet's relay: the app's channel becomes completed
// with fid 1001's message, and that message verifies against the dev ID registry on a real anvil. Links that are not
// SIWF links are refused with a clear reason, and an expired channel says so.
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import {
  DEV_FARCASTER_RELAY_KEY as DEVNET_RELAY_KEY,
  devAccounts,
  getFreePort,
  installDevIdRegistry,
  startDevFarcasterRelay,
  startDevnet,
  type DevFarcasterRelay,
  type Devnet,
} from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveFarcasterSignIn, DEV_FARCASTER_RELAY_KEY, parseFarcasterSignInLink } from './farcaster-sign-in.js'

const [alice] = devAccounts(1)

describe('the dev wallet as the Farcaster app', () => {
  let devnet: Devnet<number>
  let relay: DevFarcasterRelay
  let clock = Date.now()
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false, timeoutMs: 60_000 })
    await installDevIdRegistry(devnet.rpcUrl)
    relay = await startDevFarcasterRelay({ port: 0, channelTtlMs: 60_000, now: () => clock })
  }, 90_000)
  afterAll(async () => {
    await relay?.stop()
    await devnet?.stop()
  })

  it('uses the relay key the devnet relay expects', () => expect(DEV_FARCASTER_RELAY_KEY).toBe(DEVNET_RELAY_KEY))

  it('signs in as fid 1001 through the relay, and the app verifies it', async () => {
    const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.rpcUrl }) })
    const channel = await app.createChannel({ siweUri: 'http://localhost:8793/', domain: 'localhost:8793' })
    const request = parseFarcasterSignInLink(channel.data.url)
    expect(request).toMatchObject({ domain: 'localhost:8793', nonce: channel.data.nonce })
    await approveFarcasterSignIn({
      relayUrl: relay.url,
      request,
      identity: { fid: 1001, username: 'alice', custody: alice! },
    })
    const done = await app.status({ channelToken: channel.data.channelToken })
    expect(done.data).toMatchObject({ state: 'completed', fid: 1001, username: 'alice' })
    const verified = await app.verifySignInMessage({
      nonce: channel.data.nonce,
      domain: 'localhost:8793',
      message: done.data.message!,
      signature: done.data.signature!,
      acceptAuthAddress: false,
    })
    expect(verified).toMatchObject({ isError: false, fid: 1001 })
  }, 30_000)

  it('refuses links that are not Sign In With Farcaster links, and says when the channel expired', async () => {
    expect(() => parseFarcasterSignInLink('wc:abc@2?relay-protocol=irn')).toThrow('starts with "farcaster://connect?"')
    expect(() => parseFarcasterSignInLink('not a link')).toThrow('starts with "farcaster://connect?"')
    expect(() => parseFarcasterSignInLink('farcaster://connect?domain=x')).toThrow('The link has no channelToken.')
    const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.rpcUrl }) })
    const channel = await app.createChannel({ siweUri: 'http://localhost:8793/', domain: 'localhost:8793' })
    clock += 61_000
    await expect(
      approveFarcasterSignIn({
        relayUrl: relay.url,
        request: parseFarcasterSignInLink(channel.data.url),
        identity: { fid: 1001, username: 'alice', custody: alice! },
      }),
    ).rejects.toThrow('The relay refused the sign-in (the link may have expired)')
  }, 30_000)
})
