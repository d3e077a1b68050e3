// The words the modal shows for an error after "Could not …: ": a request that got no answer (the browser's "Failed to
// fetch", a client library's request dump) in the modal's own words, anything else in the error's.
import { isNetworkUnreachable } from '@foyer/core'
import type { Messages } from '../messages/en.js'

export function errorReason(error: unknown, messages: Pick<Messages, 'noConnection'>): string {
  // Core's NetworkUnreachableError names the network that did not answer; keep that.
  if (isNetworkUnreachable(error) && (error as Error).name !== 'NetworkUnreachableError') return messages.noConnection
  return error instanceof Error && error.message ? error.message : String(error)
}
