import { useId, useState, type FormEvent, type ReactElement } from 'react'
import {
  FoyerError,
  NAME_ZONE,
  nameSuggestionsQueryOptions,
  ProfileApiError,
  registerName,
  type NameSuggestion,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { errorReason } from '../errorReason.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { formatMessage } from '../../messages/en.js'
import { CheckIcon } from '../../ui/icons.js'
import { Spinner } from '../../ui/Spinner.js'
import { labelOf } from './nameInput.js'
import { useDebounced } from '../../hooks/useDebounced.js'

/** How long typing must pause before availability is asked. */
const CHECK_DELAY_MS = 300

type Phase =
  | { kind: 'form' }
  | { kind: 'signing' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; name: string }

/**
 * Register a name for the connected EVM account: type it, see whether it is free (and free alternatives) as typing
 * pauses, Register asks the wallet to sign core's registration message and posts it (core's registerName); the name
 * then shows in the Account header and the account button. A refused signature shows the spec's 'Signature declined'.
 */
export default function ChooseNameView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const id = useId()
  const [input, setInput] = useState('')
  const [phase, setPhase] = useState<Phase>({ kind: 'form' })
  const label = labelOf(input)
  const settled = useDebounced(label, CHECK_DELAY_MS)
  const check = useFoyerQuery({
    ...nameSuggestionsQueryOptions(client, { name: settled ?? '' }),
    enabled: settled !== undefined,
  })

  if (phase.kind === 'done') {
    return (
      <div className="foyer-center">
        <span className="foyer-success-icon">
          <CheckIcon />
        </span>
        <p role="status" data-testid="foyer-name-registered">
          {formatMessage(messages.nameRegistered, { name: phase.name })}
        </p>
        <p className="foyer-muted">{messages.nameRegisteredHint}</p>
        <button
          type="button"
          className="foyer-button foyer-button-block"
          onClick={() => client.router.goBack()}
          data-autofocus
        >
          {messages.done}
        </button>
      </div>
    )
  }

  const current = settled !== undefined && settled === label && !check.isFetching ? check.data : undefined
  const asked: NameSuggestion | undefined = current?.suggestions[0]
  const alternatives = current?.suggestions.slice(1).filter((s) => !s.registered) ?? []
  const available = asked !== undefined && !asked.registered
  const suffix = asked?.name.slice(asked.name.indexOf('.') + 1) ?? NAME_ZONE

  let status = ''
  if (label !== undefined && (label !== settled || check.isFetching))
    status = formatMessage(messages.nameChecking, { name: `${label}.${suffix}` })
  else if (check.error && settled === label)
    status = formatMessage(messages.nameCheckFailed, { reason: errorReason(check.error, messages) })
  else if (asked) status = formatMessage(available ? messages.nameAvailable : messages.nameTaken, { name: asked.name })

  const register = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault()
    if (!available || !asked || phase.kind === 'signing') return
    setPhase({ kind: 'signing' })
    try {
      const done = await registerName(client, { name: asked.name })
      setPhase({ kind: 'done', name: done.name })
    } catch (error) {
      let message: string
      if (error instanceof FoyerError && error.code === 'SIGNATURE_DECLINED') message = messages.signatureDeclined
      else if (error instanceof ProfileApiError && error.status === 409)
        message = formatMessage(messages.nameTaken, { name: asked.name })
      else message = formatMessage(messages.registerNameFailed, { reason: errorReason(error, messages) })
      setPhase({ kind: 'failed', message })
      // Someone may have taken it meanwhile: ask again.
      void check.refetch()
    }
  }

  const inputId = `${id}-name`
  const statusId = `${id}-status`
  return (
    <form noValidate onSubmit={(e) => void register(e)}>
      <p className="foyer-intro">{messages.chooseNameIntro}</p>
      <div className="foyer-field">
        <label htmlFor={inputId} className="foyer-label">
          {messages.nameLabel}
        </label>
        <input
          id={inputId}
          className="foyer-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={input}
          onChange={(e) => {
            setInput(e.target.value)
            if (phase.kind === 'failed') setPhase({ kind: 'form' })
          }}
          aria-describedby={`${id}-hint ${statusId}`}
          aria-invalid={(asked !== undefined && !available) || undefined}
          data-autofocus
        />
        <p id={`${id}-hint`} className="foyer-muted">
          {formatMessage(messages.nameSuffixHint, { zone: suffix })}
        </p>
        <p
          id={statusId}
          className={check.error || (asked && !available) ? 'foyer-field-error' : 'foyer-muted'}
          role="status"
          aria-live="polite"
          data-testid="foyer-name-status"
        >
          {status}
        </p>
      </div>
      {alternatives.length > 0 && (
        <div className="foyer-stack" role="group" aria-label={messages.nameSuggestions}>
          <p className="foyer-label">{messages.nameSuggestions}</p>
          {alternatives.map((s) => (
            <button
              key={s.name}
              type="button"
              className="foyer-item"
              onClick={() => setInput(s.name.slice(0, s.name.indexOf('.')))}
            >
              <span className="foyer-item-name">{s.name}</span>
            </button>
          ))}
        </div>
      )}
      {phase.kind === 'failed' && (
        <p className="foyer-alert" role="alert">
          {phase.message}
        </p>
      )}
      <button
        type="submit"
        className="foyer-button foyer-button-block"
        disabled={!available || phase.kind === 'signing'}
        aria-busy={phase.kind === 'signing' || undefined}
      >
        {phase.kind === 'signing' && <Spinner size={16} />}
        {phase.kind === 'signing' ? messages.registeringName : messages.registerName}
      </button>
    </form>
  )
}
