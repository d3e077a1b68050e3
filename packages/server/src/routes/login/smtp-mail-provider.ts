// Login mail over SMTP with nodemailer: a production mail server (port 587 with STARTTLS, or 465 with TLS) and the
// devnet's dev mail server (127.0.0.1:8794, plain) alike — the same adapter, so the devnet exercises the real path.
import nodemailer from 'nodemailer'
import type { MailConfig } from './login-config.js'
import { MailSendError, type MailProvider } from './mail-provider.js'

type SmtpConfig = Extract<MailConfig, { kind: 'smtp' }>

export function createSmtpMailProvider(config: SmtpConfig, from: string): MailProvider {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTls,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    // A login mail that cannot go out within seconds is better refused than left hanging.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send({ to, subject, text }) {
      try {
        const info = await transport.sendMail({ from, to, subject, text })
        if (info.rejected.length > 0) throw new Error(`the server refused ${to}: ${info.response}`)
      } catch (error) {
        throw new MailSendError(`SMTP ${config.host}:${config.port}: ${(error as Error).message}`, { cause: error })
      }
    },
    close: () => transport.close(),
  }
}
