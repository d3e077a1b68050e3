// The one error the SIWE (EIP-4361) parser and formatter throw. `field` says which part of the message is wrong, so
// a caller can point at it (a form field, a log line) without reading the text.
import type { SiweMessageFields } from './siwe-message-fields.js'

/** A field of the message, or 'message' when the text's layout is wrong rather than one value. */
export type SiweMessageErrorField = keyof SiweMessageFields | 'message'

export class SiweMessageError extends Error {
  readonly field: SiweMessageErrorField
  constructor(field: SiweMessageErrorField, detail: string) {
    super(`Invalid SIWE message: ${field} ${detail}`)
    this.name = 'SiweMessageError'
    this.field = field
  }
}
