import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../../context.js'
import { errorReason } from '../errorReason.js'
import { formatMessage } from '../../messages/en.js'
import { Spinner } from '../../ui/Spinner.js'

// Deliberately loose (the server checks for real): something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The Connect view's email field: sends the code and moves on to EmailVerifyOtp. */
export function EmailLogin(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = email.trim()
    if (!EMAIL.test(value)) {
      setError(messages.loginEmailInvalid)
      return
    }
    const auth = client.options.auth
    if (!auth) return
    setError(undefined)
    setSending(true)
    try {
      await auth.emailStart(value)
      client.router.push('EmailVerifyOtp', { email: value })
    } catch (reason) {
      setError(formatMessage(messages.loginFailed, { reason: errorReason(reason, messages) }))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="foyer-field" onSubmit={(e) => void submit(e)} noValidate data-login="email">
      <label htmlFor={`${id}-email`}>{messages.loginEmailLabel}</label>
      <div className="foyer-input-row">
        <input
          id={`${id}-email`}
          className="foyer-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={messages.loginEmailPlaceholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={sending}
        />
        <button
          type="submit"
          className="foyer-button"
          data-size="small"
          disabled={sending || email.trim() === ''}
          aria-busy={sending || undefined}
        >
          {sending ? <Spinner size={14} /> : null}
          {messages.loginEmailContinue}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="foyer-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
