// Sign In With Farcaster end to end through the real @farcaster/auth-client: the app opens a channel on the dev relay,
// the wallet signs the message with fid 1001's custody key and posts it, the app's status poll sees it completed, and
// verifySignInMessage checks it against the dev ID registry on a real anvil. A non-custody signer is refused there; an
// expired channel gets 401.
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../dev-accounts.js'
import { getFreePort } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'
import { DEV_FARCASTER_ACCOUNTS, FARCASTER_ID_REGISTRY_ADDRESS, installDevIdRegistry } from './dev-id-registry.js'
import { DEV_FARCASTER_RELAY_KEY, startDevFarcasterRelay, type DevFarcasterRelay } from './start-dev-farcaster-relay.js'

const [alice, bob, stranger] = devAccounts(3)

describe('dev Farcaster relay and ID registry', () => {
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

  const appClient = () => createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.rpcUrl }) })
  const walletClient = () =>
    createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.rpcUrl }) })

  it('answers idOf and custodyOf for the dev fids at the auth client address', async () => {
    const client = createPublicClient({ transport: http(devnet.rpcUrl) })
    const abi = parseAbi([
      'function idOf(address) view returns (uint256)',
      'function custodyOf(uint256) view returns (address)',
    ])
    expect(DEV_FARCASTER_ACCOUNTS[0]).toMatchObject({ fid: 1001, username: 'alice', custody: alice!.address })
    const read = (functionName: 'idOf' | 'custodyOf', arg: never) =>
      client.readContract({ address: FARCASTER_ID_REGISTRY_ADDRESS, abi, functionName, args: [arg] })
    expect(await read('idOf', alice!.address as never)).toBe(1001n)
    expect(await read('idOf', bob!.address as never)).toBe(1002n)
    expect(await read('idOf', stranger!.address as never)).toBe(0n)
    expect(await read('custodyOf', 1001n as never)).toBe(alice!.address)
  })

  async function signIn(signer: typeof alice, fid: number) {
    const app = appClient()
    const wallet = walletClient()
    const channel = await app.createChannel({
      siweUri: 'http://localhost:8793/login',
      domain: 'localhost:8793',
      nonce: 'abcdef123456',
    })
    expect(channel.isError).toBe(false)
    expect(channel.data.url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    const pending = await app.status({ channelToken: channel.data.channelToken })
    expect(pending.data.state).toBe('pending')

    const { channelToken } = wallet.parseSignInURI({ uri: channel.data.url })
    const params = Object.fromEntries(new URL(channel.data.url).searchParams)
    const built = wallet.buildSignInMessage({
      address: signer!.address,
      fid,
      uri: params.siweUri!,
      domain: params.domain!,
      nonce: params.nonce!,
    })
    expect(built.isError).toBe(false)
    const signature = await signer!.signMessage({ message: built.message! })
    const posted = await wallet.authenticate({
      authKey: DEV_FARCASTER_RELAY_KEY,
      channelToken: channelToken!,
      message: built.message!,
      signature,
      fid,
      username: 'alice',
    })
    expect(posted.isError).toBe(false)
    const done = await app.status({ channelToken: channel.data.channelToken })
    expect(done.data).toMatchObject({ state: 'completed', fid, username: 'alice', signature })
    return app.verifySignInMessage({
      nonce: 'abcdef123456',
      domain: 'localhost:8793',
      message: done.data.message!,
      signature: done.data.signature!,
      acceptAuthAddress: false,
    })
  }

  it('carries a sign-in from the wallet to the app, and the custody signature verifies on anvil', async () => {
    const verified = await signIn(alice, 1001)
    expect(verified.isError).toBe(false)
    expect(verified).toMatchObject({ success: true, fid: 1001 })
  }, 30_000)

  it('a signature by a key that does not hold the fid fails verification', async () => {
    const verified = await signIn(stranger, 1001)
    expect(verified.isError).toBe(true)
    expect(verified.error?.message).toMatch(/does not own fid 1001/)
  }, 30_000)

  it('refuses a missing relay key, an unknown token, a second authenticate and an expired channel', async () => {
    const opened = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'http://localhost:8793/login', domain: 'localhost:8793' }),
    }).then((r) => r.json() as Promise<{ channelToken: string }>)
    const post = (headers: Record<string, string>) =>
      fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ message: 'm', signature: '0x01', fid: 1001 }),
      })
    expect((await post({ authorization: `Bearer ${opened.channelToken}` })).status).toBe(401)
    expect(
      (await post({ authorization: 'Bearer nope', 'x-farcaster-auth-relay-key': DEV_FARCASTER_RELAY_KEY })).status,
    ).toBe(401)
    const auth = {
      authorization: `Bearer ${opened.channelToken}`,
      'x-farcaster-auth-relay-key': DEV_FARCASTER_RELAY_KEY,
    }
    expect((await post(auth)).status).toBe(201)
    expect((await post(auth)).status).toBe(409)
    const bad = await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: '{"domain":"x"}' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'siweUri is required' })
    clock += 61_000
    const expired = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${opened.channelToken}` },
    })
    expect(expired.status).toBe(401)
  })
})
