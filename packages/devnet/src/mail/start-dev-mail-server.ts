// The devnet's mail server, a development part: an SMTP server on 127.0.0.1:8794 (smtp-server) that accepts every
// message for any recipient without authentication or TLS, parses it (mailparser) and keeps it in memory, and a
// mailbox on http://127.0.0.1:8795 — an HTML page of the messages, newest first, and GET /messages?to=… as JSON, which
// tests read login codes from. The server's `smtp` mail adapter (nodemailer) sends to it exactly as it would to a real
// one, so email login works offline. Never for real mail: it delivers nothing and checks nobody.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { isPortBusy } from '../ports.js'
import { DevnetPortBusyError } from '../start-devnet.js'
import { DevMailStore, type DevMailMessage } from './dev-mail-store.js'
import { mailboxPage } from './mailbox-page.js'

export const DEV_SMTP_PORT = 8794
export const DEV_MAILBOX_PORT = 8795
/** A login mail is a few kB; anything far larger is not ours. */
const MAX_MESSAGE_BYTES = 1024 * 1024

export interface StartDevMailServerOptions {
  /** SMTP port (default 8794; 0 picks a free one). */
  smtpPort?: number
  /** Mailbox page port (default 8795; 0 picks a free one). */
  mailboxPort?: number
  /** Print the "development part" line at start (default true). */
  quiet?: boolean
}

export interface DevMailServer {
  smtpHost: '127.0.0.1'
  smtpPort: number
  /** http://127.0.0.1:8795 */
  mailboxUrl: string
  store: DevMailStore
  stop(): Promise<void>
}

export type { DevMailMessage }

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((o) => o.value.map((a) => a.address ?? ''))

async function listen(server: { listen(port: number, host: string, cb: () => void): unknown }, port: number) {
  await new Promise<void>((resolve, reject) => {
    ;(server as unknown as Server).once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
}

export async function startDevMailServer(options: StartDevMailServerOptions = {}): Promise<DevMailServer> {
  const store = new DevMailStore()
  const smtpPort = options.smtpPort ?? DEV_SMTP_PORT
  const mailboxPort = options.mailboxPort ?? DEV_MAILBOX_PORT
  for (const port of [smtpPort, mailboxPort]) {
    if (port !== 0 && (await isPortBusy(port))) throw new DevnetPortBusyError(port, '127.0.0.1')
  }

  const smtp = new SMTPServer({
    // Loopback development: no TLS to negotiate and no login to give, as a local catch-all should be.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Foyer dev mail server (development only: nothing is delivered)',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((r) => r.address)
          store.add({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : (addresses(parsed.from)[0] ?? ''),
            to: envelope.length ? envelope : addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            date: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await listen(smtp.server, smtpPort)

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method !== 'GET') return response.writeHead(405, { allow: 'GET' }).end()
    if (url.pathname === '/messages') {
      const body = JSON.stringify({ messages: store.list(url.searchParams.get('to') ?? undefined) })
      return response
        .writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        })
        .end(body)
    }
    if (url.pathname === '/') {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(mailboxPage(store.list()))
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  })
  try {
    await listen(http, mailboxPort)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }

  const actualSmtp = (smtp.server.address() as AddressInfo).port
  const mailboxUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  if (options.quiet === false || options.quiet === undefined) {
    console.info(
      `[foyer-devnet] dev mail server (development part): SMTP 127.0.0.1:${actualSmtp}, mailbox ${mailboxUrl}`,
    )
  }
  let stopped: Promise<void> | undefined
  return {
    smtpHost: '127.0.0.1',
    smtpPort: actualSmtp,
    mailboxUrl,
    store,
    stop() {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.closeAllConnections()
          http.close(() => resolve())
        }),
      ]).then(() => undefined)
      return stopped
    },
  }
}
