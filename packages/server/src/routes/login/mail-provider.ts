// How login mail is sent: one interface, an adapter per way out (SMTP, Postmark's API), chosen by config.login.email.
import type { MailConfig } from './login-config.js'
import { createPostmarkMailProvider } from './postmark-mail-provider.js'
import { createSmtpMailProvider } from './smtp-mail-provider.js'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface MailProvider {
  /** Sends one message; rejects (MailSendError) when the mail server or API refuses it. */
  send(message: MailMessage): Promise<void>
  close?(): void
}

/** The mail server or API refused or could not be reached; the message says which and why. */
export class MailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'MailSendError'
  }
}

export function createMailProvider(config: MailConfig, from: string, fetchImpl: typeof fetch = fetch): MailProvider {
  switch (config.kind) {
    case 'smtp':
      return createSmtpMailProvider(config, from)
    case 'postmark':
      return createPostmarkMailProvider(config, from, fetchImpl)
  }
}
