import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { formatMessage } from '../../messages/en.js'
import { Spinner } from '../../ui/Spinner.js'
import { errorReason } from '../errorReason.js'
import { useFinishLogin } from './useAuthLogin.js'

/** How long Resend waits after a code was sent (the server also limits sends per address). */
export const OTP_RESEND_SECONDS = 30
const CODE = /^\d{6}$/

type Phase = 'entering' | 'checking' | 'connecting'

interface LoginAttempt {
  phase: Exclude<Phase, 'entering'>
  done: Promise<void>
  onPhase?: (phase: Exclude<Phase, 'entering'>) => void
}
/** The code being checked, per client (one modal per client). */
const attempts = new WeakMap<object, LoginAttempt>()

/**
 * The 6-digit code sent to the email of the Connect view: checked as soon as six digits are in (or on Enter), the
 * server's error shown as it says it ("Invalid code", "Code expired", …), and a new code after a countdown.
 */
export default function EmailVerifyOtpView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const finish = useFinishLogin()
  const id = useId()
  const email = useStoreSelector(client.stores.router, (s) =>
    typeof s.data?.email === 'string' ? s.data.email : undefined,
  )
  const [code, setCode] = useState('')
  const [phase, setPhase] = useState<Phase>(() => attempts.get(client)?.phase ?? 'entering')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [wait, setWait] = useState(OTP_RESEND_SECONDS)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  // The login outlives this view: on a new browser (or the first login) the frame's recovery screen pushes
  // ApproveTransaction over it, which unmounts it; the view mounted again after that screen follows the same attempt.
  const follow = (attempt: LoginAttempt) => {
    attempt.onPhase = (next) => mounted.current && setPhase(next)
    attempt.done.then(
      () => {},
      (reason: unknown) => {
        if (!mounted.current) return
        setPhase('entering')
        setCode('')
        setError(errorReason(reason, messages))
      },
    )
  }
  useEffect(() => {
    const attempt = attempts.get(client)
    if (attempt) follow(attempt)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  function verify(value: string) {
    const auth = client.options.auth
    if (!auth || !email) return
    if (!CODE.test(value)) {
      setError(messages.otpInvalidFormat)
      return
    }
    if (attempts.has(client)) return
    setError(undefined)
    setNotice(undefined)
    const attempt: LoginAttempt = { phase: 'checking', done: Promise.resolve() }
    attempt.done = (async () => {
      try {
        const session = await auth.emailVerify({ email, code: value })
        attempt.phase = 'connecting'
        attempt.onPhase?.('connecting')
        await finish(session)
      } finally {
        attempts.delete(client)
      }
    })()
    attempts.set(client, attempt)
    setPhase('checking')
    follow(attempt)
  }

  async function resend() {
    const auth = client.options.auth
    if (!auth || !email) return
    setError(undefined)
    setWait(OTP_RESEND_SECONDS)
    try {
      await auth.emailStart(email)
      if (mounted.current) setNotice(messages.otpResent)
    } catch (reason) {
      if (mounted.current) setError(errorReason(reason, messages))
    }
  }

  const busy = phase !== 'entering'
  return (
    <form
      className="foyer-stack"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        verify(code)
      }}
    >
      <p className="foyer-intro">{formatMessage(messages.otpIntro, { email: email ?? '' })}</p>
      <div className="foyer-field">
        <label htmlFor={`${id}-code`}>{messages.otpLabel}</label>
        <input
          id={`${id}-code`}
          className="foyer-input foyer-otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // The code field is why this view exists.
          autoFocus
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 6)
            setCode(digits)
            if (digits.length === 6) verify(digits)
          }}
        />
        {error && (
          <p id={`${id}-error`} className="foyer-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {busy ? (
        <p className="foyer-muted foyer-center" role="status">
          <Spinner size={16} /> {phase === 'checking' ? messages.otpChecking : messages.otpConnecting}
        </p>
      ) : (
        <>
          {notice && (
            <p className="foyer-muted" role="status">
              {notice}
            </p>
          )}
          <button
            type="button"
            className="foyer-button foyer-button-block"
            data-variant="secondary"
            disabled={wait > 0}
            onClick={() => void resend()}
          >
            {wait > 0 ? formatMessage(messages.otpResendIn, { seconds: wait }) : messages.otpResend}
          </button>
        </>
      )}
    </form>
  )
}
