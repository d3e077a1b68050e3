// The dev mail server over real SMTP (a raw conversation on a socket, as any client speaks it): what it receives shows
// up on the mailbox page and in GET /messages?to=…, newest first, and it refuses nothing a login mail would carry.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevMailServer, type DevMailServer } from './start-dev-mail-server.js'

/** Sends one message with plain SMTP commands, waiting for each reply. */
async function sendRaw(port: number, from: string, to: string[], data: string): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1')
  const replies: string[] = []
  let buffer = ''
  let waiting: ((line: string) => void) | undefined
  socket.on('data', (chunk) => {
    buffer += chunk.toString()
    let at: number
    while ((at = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, at)
      buffer = buffer.slice(at + 2)
      // Multi-line replies ("250-…") end with a line "250 …".
      if (/^\d{3} /.test(line)) {
        replies.push(line)
        waiting?.(line)
      }
    }
  })
  const reply = () => new Promise<string>((resolve) => (waiting = resolve))
  const say = async (line: string) => {
    const next = reply()
    socket.write(`${line}\r\n`)
    return next
  }
  await reply()
  await say('EHLO test.local')
  await say(`MAIL FROM:<${from}>`)
  for (const rcpt of to) await say(`RCPT TO:<${rcpt}>`)
  await say('DATA')
  await say(`${data.replace(/\n/g, '\r\n')}\r\n.`)
  await say('QUIT')
  socket.end()
  return replies
}

const message = (to: string, subject: string, body: string) =>
  `From: Foyer <login@foyer.test>\nTo: ${to}\nSubject: ${subject}\nContent-Type: text/plain; charset=utf-8\n\n${body}`

describe('dev mail server', () => {
  let mail: DevMailServer
  beforeAll(async () => {
    mail = await startDevMailServer({ smtpPort: 0, mailboxPort: 0, quiet: true })
  })
  afterAll(() => mail?.stop())

  it('receives a message over SMTP and lists it by recipient, newest first, as JSON and on the page', async () => {
    const first = await sendRaw(
      mail.smtpPort,
      'login@foyer.test',
      ['Alice@Example.com'],
      message('alice@example.com', 'Code 1', 'Your code is 111111'),
    )
    expect(first.at(-2)).toMatch(/^250 /)
    await sendRaw(
      mail.smtpPort,
      'login@foyer.test',
      ['bob@example.com'],
      message('bob@example.com', 'For Bob', 'Bob <b>bold</b>'),
    )
    await sendRaw(
      mail.smtpPort,
      'login@foyer.test',
      ['alice@example.com'],
      message('alice@example.com', 'Code 2', 'Your code is 222222'),
    )

    const response = await fetch(`${mail.mailboxUrl}/messages?to=ALICE@example.com`)
    const { messages } = (await response.json()) as { messages: { subject: string; text: string; to: string[] }[] }
    expect(messages.map((m) => m.subject)).toEqual(['Code 2', 'Code 1'])
    expect(messages[0]).toMatchObject({ to: ['alice@example.com'], text: 'Your code is 222222\n' })

    const page = await (await fetch(mail.mailboxUrl)).text()
    expect(page).toContain('A development part')
    expect(page.indexOf('Code 2')).toBeLessThan(page.indexOf('For Bob'))
    expect(page.indexOf('For Bob')).toBeLessThan(page.indexOf('Code 1'))
    // The message is shown as text: its markup is escaped.
    expect(page).toContain('Bob &lt;b&gt;bold&lt;/b&gt;')
  })

  it('waits for a message that has not arrived yet', async () => {
    const before = mail.store.list()[0]?.id ?? 0
    const waiting = mail.store.waitFor('carol@example.com', { afterId: before, timeoutMs: 5000 })
    await sendRaw(
      mail.smtpPort,
      'login@foyer.test',
      ['carol@example.com'],
      message('carol@example.com', 'Hi', 'Hello Carol'),
    )
    expect(await waiting).toMatchObject({ subject: 'Hi', text: 'Hello Carol\n' })
    await expect(mail.store.waitFor('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      'No mail to nobody@example.com',
    )
  })

  it('answers 404 for other paths and refuses to start on a busy port', async () => {
    expect((await fetch(`${mail.mailboxUrl}/nothing`)).status).toBe(404)
    await expect(startDevMailServer({ smtpPort: mail.smtpPort, mailboxPort: 0, quiet: true })).rejects.toThrow(
      'is busy',
    )
  })
})
