// The words the modal shows for an error after "Could not …: ": a request that got no answer (the browser's "Failed to
// fetch", a client library's request dump) and a wallet busy with another request from this app (-32002, each wallet
// wording it its own way: MetaMask's "Request of type 'eth_sendTransaction' already pending…") in the modal's own
// words, anything else in the error's.
import { isNetworkUnreachable, isRequestAlreadyPending } from '@foyer/core'
import type { Messages } from '../messages/en.js'

export function errorReason(error: unknown, messages: Pick<Messages, 'noConnection' | 'requestAlreadyOpen'>): string {
  if (isRequestAlreadyPending(error)) return messages.requestAlreadyOpen
  // Core's NetworkUnreachableError names the network that did not answer; keep that.
  if (isNetworkUnreachable(error) && (error as Error).name !== 'NetworkUnreachableError') return messages.noConnection
  return error instanceof Error && error.message ? error.message : String(error)
}
