// Sign In With Farcaster from the frame: a nonce from the server, a channel on the auth relay (the frame config's
// farcasterRelayUrl) for this frame's origin, then the channel watched until the person's Farcaster app answers. The
// signed message goes to the server, which checks it against the ID registry; the relay is trusted for nothing.
import { createAppClient, type AppClient, type CreateClientArgs } from '@farcaster/auth-client'
import { createPublicClient, custom } from 'viem'
import { FrameErrorCode, type EmbeddedUser } from '../protocol/messages.js'
import { FrameRpcError } from './frame-rpc.js'
import { postLogin } from './login-api.js'

export interface FarcasterSignIn {
  message: string
  signature: `0x${string}`
  nonce: string
  username?: string
}

export const farcasterNonce = (apiUrl: string) =>
  postLogin<{ nonce: string; expiresAt: string }>(apiUrl, '/v1/login/farcaster/nonce', {})

export const farcasterVerify = (apiUrl: string, signIn: FarcasterSignIn) =>
  postLogin<{ token: string; user: EmbeddedUser }>(apiUrl, '/v1/login/farcaster/verify', signIn)

export interface FarcasterLoginOptions {
  relayUrl: string | undefined
  /** The frame's own origin: the message's URI, and its host the message's domain the server expects. */
  origin: string
  nonce(): Promise<{ nonce: string; expiresAt: string }>
  /** Time between two status reads of the channel (default 1 s). */
  intervalMs?: number
}

// The auth client wants a chain connector for verifying, which the server does: the frame's one reads no chain at all,
// so opening a channel can never reach an RPC.
const notReading = () => Promise.reject(new Error('The wallet frame does not read the ID registry'))
const noChain: CreateClientArgs['ethereum'] = {
  getFid: notReading,
  isValidAuthAddress: notReading,
  publicClient: createPublicClient({ transport: custom({ request: notReading }) }),
}

const REPLACED = 'This Farcaster sign-in was replaced by a newer one'
const CANCELLED = 'This Farcaster sign-in was cancelled'

const failed = (message: string) => new FrameRpcError(FrameErrorCode.INTERNAL, message)

export function createFarcasterLogin(options: FarcasterLoginOptions) {
  let client: AppClient | undefined
  // One sign-in at a time: a new start (the view opened again, Try again) ends the wait of the previous channel, so
  // no forgotten poll keeps running in the frame.
  // `ended`: why the channel's wait must stop (a newer start replaced it, or the host cancelled it).
  let active: { channelToken: string; nonce: string; expiresAt: number; ended?: string } | undefined

  const relay = () => {
    if (!options.relayUrl)
      throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, 'Farcaster login is not configured for this wallet')
    return (client ??= createAppClient({ relay: options.relayUrl.replace(/\/+$/, ''), ethereum: noChain }))
  }

  async function start(): Promise<{ url: string; channelToken: string }> {
    const app = relay()
    const { nonce, expiresAt } = await options.nonce()
    const origin = new URL(options.origin)
    const created = await app.createChannel({
      siweUri: origin.origin,
      domain: origin.host,
      nonce,
      expirationTime: expiresAt,
    })
    if (created.isError)
      throw failed(`The Farcaster relay could not be reached: ${created.error?.message ?? 'network error'}`)
    if (!created.response.ok || !created.data.channelToken || !created.data.url) {
      throw failed(`The Farcaster relay refused to open a sign-in (HTTP ${created.response.status})`)
    }
    if (active) active.ended = REPLACED
    active = { channelToken: created.data.channelToken, nonce, expiresAt: Date.parse(expiresAt) }
    return { url: created.data.url, channelToken: created.data.channelToken }
  }

  /** Waits until the Farcaster app signed in on `channelToken`; an expired or replaced channel ends with an error. */
  async function wait(channelToken: string): Promise<FarcasterSignIn> {
    const app = relay()
    const channel = active
    if (!channel || channel.channelToken !== channelToken) {
      throw failed('This Farcaster sign-in is no longer open: start again')
    }
    const interval = options.intervalMs ?? 1000
    for (;;) {
      if (channel.ended) throw failed(channel.ended)
      if (Date.now() >= channel.expiresAt) throw failed('The Farcaster sign-in expired: start again')
      const read = await app.status({ channelToken })
      if (read.isError)
        throw failed(`The Farcaster relay could not be reached: ${read.error?.message ?? 'network error'}`)
      const { response, data } = read
      // The relay forgets a channel once it expired (401).
      if (response.status === 401) throw failed('The Farcaster sign-in expired: start again')
      if (response.status === 200 && data.state === 'completed') {
        if (channel.ended) throw failed(channel.ended)
        if (!data.message || !data.signature) throw failed('The Farcaster app answered without a signed message')
        if (active === channel) active = undefined
        return {
          message: data.message,
          signature: data.signature,
          nonce: channel.nonce,
          ...(data.username ? { username: data.username } : {}),
        }
      }
      if (!response.ok) throw failed(`The Farcaster relay answered HTTP ${response.status}`)
      await new Promise((resolve) => setTimeout(resolve, interval))
    }
  }

  /**
   * The person left the sign-in (the host's ConnectingFarcaster closed): its wait ends at the next read instead of
   * polling the relay until the nonce expires. Only the open channel named is cancelled: a late cancel of an older one
   * must not end a newer sign-in.
   */
  function cancel(channelToken: string): { ok: true } {
    if (active?.channelToken === channelToken) {
      active.ended = CANCELLED
      active = undefined
    }
    return { ok: true }
  }

  return { start, wait, cancel }
}
