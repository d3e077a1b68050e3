import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import { formatAmount, isUserRejection, shortenAddress, type TokenBalance, type TokenInfo } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { ErrorIcon, SuccessIcon } from '../ui/icons.js'
import { Skeleton, Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'
import { NATIVE_FEE_RESERVE, isDecimalNumber, maxAmount, normalizeAmount } from './sendAmount.js'

type Step = 'form' | 'review' | 'status'

/** One entry of the token picker: the native currency (no `token`) or a token the adapter reported. */
interface Choice {
  key: string
  symbol: string
  name: string | undefined
  balance: string | undefined
  decimals: number
  token: TokenInfo | undefined
  imageUrl: string | undefined
}

const NATIVE = 'native'

/**
 * Send the native currency or a token from the active namespace's account: pick the token, enter the amount (Max
 * fills the balance) and a recipient the adapter accepts, review, send, then follow the transfer to its verdict.
 * The amount is only checked to be a number: the adapter's own checks reject the rest with the spec's texts, which
 * are shown word for word. Nothing typed is lost on an error.
 */
export default function WalletSendView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const namespace = useStoreSelector(client.stores.chains, (s) => s.activeNamespace)
  const network = useStoreSelector(client.stores.chains, (s) =>
    s.activeNetwork.chainNamespace === s.activeNamespace
      ? s.activeNetwork
      : client.options.networks.find((n) => n.chainNamespace === s.activeNamespace),
  )
  const account = useFoyerAccount(namespace)
  const send = useStoreSelector(client.stores.send, (s) => s)
  const { walletInfo } = useWalletInfo()
  const idPrefix = useId()
  const rootRef = useRef<HTMLDivElement>(null)

  const [tokens, setTokens] = useState<{ status: 'loading' | 'ready' | 'error'; list: TokenBalance[] }>({
    status: 'loading',
    list: [],
  })
  /** Bumped to fetch the token balances again (after a transfer settles, for the next one). */
  const [tokensRound, setTokensRound] = useState(0)
  const [selected, setSelected] = useState(NATIVE)
  const [amount, setAmount] = useState('')
  const [recipient, setRecipient] = useState('')
  // A send already under way when the view opens (the person went back and returned) is shown, not forgotten.
  const [step, setStep] = useState<Step>(() => {
    const { status } = client.stores.send.getState()
    return status === 'signing' || status === 'pending' ? 'status' : 'form'
  })
  /** A refusal thrown before the send reached the store (no wallet connected, no adapter). */
  const [thrown, setThrown] = useState<{ message: string; rejected: boolean } | undefined>(undefined)

  // A settled send from an earlier visit does not greet the person.
  useEffect(() => {
    const { status } = client.stores.send.getState()
    if (status === 'confirmed' || status === 'failed') client.resetSend()
  }, [client])

  const address = account.address
  useEffect(() => {
    if (!address) return
    let current = true
    client.getTokenBalances(namespace).then(
      // Spec §5: token balances with 0 decimals are left out.
      (list) => current && setTokens({ status: 'ready', list: list.filter((t) => t.token.decimals > 0) }),
      () => current && setTokens({ status: 'error', list: [] }),
    )
    return () => {
      current = false
    }
  }, [client, namespace, address, tokensRound])

  const phase: 'signing' | 'pending' | 'confirmed' | 'failed' = thrown
    ? 'failed'
    : send.status === 'idle'
      ? 'signing'
      : send.status

  // Each step (and each settled phase) puts focus on its main control, so keyboard and screen reader users follow.
  // The amount field only takes focus with a fine pointer: on a touch screen it would throw up the keyboard.
  useEffect(() => {
    const root = rootRef.current
    const target = root?.querySelector<HTMLElement>('[data-autofocus]')
    if (!target) {
      // Signing or pending: no control to go to. If the one pressed went away, keep focus in the dialog.
      const holder = root?.getRootNode()
      const active = holder instanceof ShadowRoot || holder instanceof Document ? holder.activeElement : null
      if (!active || !active.isConnected || active === document.body)
        root?.closest<HTMLElement>('.foyer-dialog')?.focus({ preventScroll: true })
      return
    }
    if (
      target instanceof HTMLInputElement &&
      !(typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches)
    )
      return
    target?.focus({ preventScroll: true })
  }, [step, phase])

  if (!address || !network) {
    return (
      <div className="foyer-center">
        <p className="foyer-muted">{messages.notConnected}</p>
      </div>
    )
  }

  const nativeChoice: Choice = {
    key: NATIVE,
    symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    balance: account.balanceStatus === 'idle' ? account.balance : undefined,
    decimals: network.nativeCurrency.decimals,
    token: undefined,
    imageUrl: network.imageUrl,
  }
  const choices: Choice[] = [
    nativeChoice,
    ...tokens.list.map((t) => ({
      key: t.token.address,
      symbol: t.token.symbol,
      name: t.token.name,
      balance: t.formatted,
      decimals: t.token.decimals,
      token: t.token,
      imageUrl: t.token.imageUrl,
    })),
  ]
  const choice = choices.find((c) => c.key === selected) ?? nativeChoice

  const trimmedRecipient = recipient.trim()
  const amountValid = isDecimalNumber(amount)
  const recipientValid = trimmedRecipient !== '' && client.isValidAddress(trimmedRecipient, namespace)
  const showAmountError = amount.trim() !== '' && !amountValid
  const showRecipientError = trimmedRecipient !== '' && !recipientValid
  const canReview = amountValid && recipientValid

  const fillMax = (): void => {
    if (choice.balance === undefined) return
    setAmount(maxAmount(choice.balance, choice.decimals, choice.token ? undefined : NATIVE_FEE_RESERVE[namespace]))
  }

  const submitSend = async (): Promise<void> => {
    setThrown(undefined)
    setStep('status')
    try {
      await client.send({ to: trimmedRecipient, amount: normalizeAmount(amount), token: choice.token, namespace })
    } catch (error) {
      // The store holds the adapter's refusal; an error thrown before the send started is kept here instead.
      if (client.stores.send.getState().status !== 'failed') {
        setThrown({
          message: error instanceof Error && error.message ? error.message : String(error),
          rejected: isUserRejection(error),
        })
      }
    }
  }

  const startOver = (keepValues: boolean): void => {
    client.resetSend()
    setThrown(undefined)
    if (!keepValues) {
      setAmount('')
      setRecipient('')
      setTokensRound((n) => n + 1)
    }
    setStep('form')
  }

  const done = (): void => {
    client.resetSend()
    const { history } = client.stores.router.getState()
    if (history.at(-1)?.view === 'Account') client.router.goBack()
    else client.router.reset('Account')
  }

  // ---- status: signing, pending, confirmed, failed ----------------------------------------------------------------
  if (step === 'status') {
    const rejected = thrown?.rejected ?? send.rejected
    const failure = rejected ? messages.transactionDeclined : (thrown?.message ?? send.error ?? messages.sendFailed)
    const walletName = walletInfo?.name ?? messages.unknownWallet
    return (
      <div className="foyer-center" ref={rootRef}>
        <div className="foyer-wallet-stage" data-state={phase === 'failed' ? 'error' : phase}>
          {phase === 'confirmed' ? (
            <span className="foyer-success-icon">
              <SuccessIcon />
            </span>
          ) : phase === 'failed' ? (
            <span className="foyer-status-icon">
              <ErrorIcon />
            </span>
          ) : (
            <>
              <WalletIcon name={walletInfo?.name ?? '?'} src={walletInfo?.icon} size={56} />
              <span className="foyer-stage-spinner">
                <Spinner size={20} />
              </span>
            </>
          )}
        </div>
        <div role="status" aria-live="polite" className="foyer-stack">
          {phase === 'signing' && (
            <>
              <h3>{messages.confirmInWallet}</h3>
              <p className="foyer-muted">{formatMessage(messages.confirmInWalletHint, { name: walletName })}</p>
            </>
          )}
          {phase === 'pending' && (
            <>
              <h3>{messages.sending}</h3>
              {send.id && (
                <p className="foyer-muted" title={send.id}>
                  {formatMessage(messages.sendingHint, { id: shortenAddress(send.id) })}
                </p>
              )}
            </>
          )}
          {phase === 'confirmed' && (
            <>
              <h3>{messages.sent}</h3>
              {amount && (
                <p className="foyer-muted">
                  {formatMessage(messages.sentHint, {
                    amount: normalizeAmount(amount),
                    symbol: choice.symbol,
                    to: shortenAddress(trimmedRecipient),
                  })}
                </p>
              )}
            </>
          )}
        </div>
        {phase === 'failed' && (
          <>
            <div role="alert">
              <h3>{failure}</h3>
            </div>
            {rejected && <p className="foyer-muted">{messages.transactionDeclinedHint}</p>}
            <button type="button" className="foyer-button" data-autofocus onClick={() => startOver(true)}>
              {messages.tryAgain}
            </button>
          </>
        )}
        {phase === 'confirmed' && (
          <div className="foyer-actions foyer-button-block">
            <button type="button" className="foyer-button" data-variant="secondary" onClick={() => startOver(false)}>
              {messages.sendAnother}
            </button>
            <button type="button" className="foyer-button" data-autofocus onClick={done}>
              {messages.done}
            </button>
          </div>
        )}
      </div>
    )
  }

  // ---- review -----------------------------------------------------------------------------------------------------
  if (step === 'review') {
    return (
      <div ref={rootRef}>
        <p className="foyer-intro">{messages.reviewIntro}</p>
        <dl className="foyer-summary">
          <div>
            <dt>{messages.token}</dt>
            <dd>{choice.symbol}</dd>
          </div>
          <div>
            <dt>{messages.amount}</dt>
            <dd>
              {normalizeAmount(amount)} {choice.symbol}
            </dd>
          </div>
          <div>
            <dt>{messages.reviewRecipient}</dt>
            <dd title={trimmedRecipient} data-testid="foyer-send-recipient">
              {shortenAddress(trimmedRecipient)}
            </dd>
          </div>
          <div>
            <dt>{messages.network}</dt>
            <dd>{network.name}</dd>
          </div>
        </dl>
        <div className="foyer-actions">
          <button type="button" className="foyer-button" data-variant="secondary" onClick={() => setStep('form')}>
            {messages.edit}
          </button>
          <button type="button" className="foyer-button" data-autofocus onClick={() => void submitSend()}>
            {messages.send}
          </button>
        </div>
      </div>
    )
  }

  // ---- form -------------------------------------------------------------------------------------------------------
  const amountId = `${idPrefix}-amount`
  const recipientId = `${idPrefix}-recipient`
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault()
    if (canReview) setStep('review')
  }
  return (
    <div ref={rootRef}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset className="foyer-field">
          <legend className="foyer-label">{messages.token}</legend>
          <div className="foyer-tokens">
            {choices.map((c) => {
              const inputId = `${idPrefix}-token-${c.key}`
              const balanceId = `${inputId}-balance`
              return (
                <div className="foyer-token" key={c.key}>
                  <input
                    type="radio"
                    id={inputId}
                    name={`${idPrefix}-token`}
                    value={c.key}
                    checked={c.key === choice.key}
                    onChange={() => setSelected(c.key)}
                    aria-describedby={balanceId}
                  />
                  <label htmlFor={inputId}>
                    <WalletIcon name={c.symbol} src={c.imageUrl} size={28} round />
                    {c.symbol}
                  </label>
                  <span id={balanceId} className="foyer-token-balance" title={c.balance}>
                    {c.balance === undefined ? (
                      c.key === NATIVE && account.balanceStatus === 'error' ? (
                        messages.tokenBalanceUnavailable
                      ) : (
                        <Skeleton width={56} height={14} />
                      )
                    ) : (
                      <>
                        <span className="foyer-sr-only">{messages.balance}: </span>
                        {formatAmount(c.balance, 4)}
                      </>
                    )}
                  </span>
                </div>
              )
            })}
            {tokens.status === 'loading' && (
              <>
                <div className="foyer-skeleton-item" aria-hidden="true" data-testid="foyer-token-skeleton">
                  <Skeleton width={28} height={28} radius="50%" />
                  <Skeleton width={80} height={14} />
                </div>
                <p className="foyer-sr-only" role="status">
                  {messages.tokensLoading}
                </p>
              </>
            )}
            {tokens.status === 'error' && <p className="foyer-muted">{messages.tokenBalanceUnavailable}</p>}
          </div>
        </fieldset>
        <div className="foyer-field">
          <label htmlFor={amountId} className="foyer-label">
            {messages.amount}
          </label>
          <div className="foyer-input-row">
            <input
              id={amountId}
              className="foyer-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={showAmountError || undefined}
              aria-describedby={showAmountError ? `${amountId}-error` : undefined}
              data-autofocus
            />
            <button
              type="button"
              className="foyer-button"
              data-size="small"
              data-variant="secondary"
              onClick={fillMax}
              disabled={choice.balance === undefined}
            >
              {messages.max}
            </button>
          </div>
          {showAmountError && (
            <p id={`${amountId}-error`} className="foyer-field-error">
              {messages.invalidAmount}
            </p>
          )}
        </div>
        <div className="foyer-field">
          <label htmlFor={recipientId} className="foyer-label">
            {messages.recipient}
          </label>
          <input
            id={recipientId}
            className="foyer-input"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            aria-invalid={showRecipientError || undefined}
            aria-describedby={showRecipientError ? `${recipientId}-error` : undefined}
          />
          {showRecipientError && (
            <p id={`${recipientId}-error`} className="foyer-field-error">
              {messages.invalidAddress}
            </p>
          )}
        </div>
        <button type="submit" className="foyer-button foyer-button-block" disabled={!canReview}>
          {messages.review}
        </button>
      </form>
    </div>
  )
}
