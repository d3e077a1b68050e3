// Login mail through Postmark's HTTP API: POST {baseUrl}/email with the server token in X-Postmark-Server-Token and
// { From, To, Subject, TextBody, MessageStream }; Postmark answers 200 { ErrorCode: 0, MessageID, … } or an error
// status with { ErrorCode, Message } (https://postmarkapp.com/developer/user-guide/send-email-with-api,
// https://postmarkapp.com/developer/api/overview#error-codes).
import type { MailConfig } from './login-config.js'
import { MailSendError, type MailProvider } from './mail-provider.js'

type PostmarkConfig = Extract<MailConfig, { kind: 'postmark' }>

interface PostmarkAnswer {
  ErrorCode?: number
  Message?: string
  MessageID?: string
}

export function createPostmarkMailProvider(
  config: PostmarkConfig,
  from: string,
  fetchImpl: typeof fetch = fetch,
): MailProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/email`
  return {
    async send({ to, subject, text }) {
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-postmark-server-token': config.serverToken,
          },
          body: JSON.stringify({
            From: from,
            To: to,
            Subject: subject,
            TextBody: text,
            MessageStream: config.messageStream,
          }),
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        throw new MailSendError(`Postmark unreachable: ${(error as Error).message}`, { cause: error })
      }
      let answer: PostmarkAnswer = {}
      try {
        answer = (await response.json()) as PostmarkAnswer
      } catch {
        // An answer that is not JSON (a proxy's error page): the status says enough.
      }
      if (!response.ok || (answer.ErrorCode ?? 0) !== 0) {
        throw new MailSendError(
          `Postmark refused the message (HTTP ${response.status}, ErrorCode ${answer.ErrorCode ?? '?'}): ${answer.Message ?? response.statusText}`,
        )
      }
      if (!answer.MessageID) throw new MailSendError('Postmark answered without a MessageID')
    },
  }
}
