import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react'
import {
  balanceQueryOptions,
  checkOnrampAmount,
  getBlockchainApi,
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
  type ChainDefinition,
  type OnrampOptions,
  type OnrampProviderInfo,
  type OnrampQuote,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { errorReason } from '../errorReason.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { formatMessage, type Messages } from '../../messages/en.js'
import { Spinner } from '../../ui/Spinner.js'
import { WarningIcon } from '../../ui/icons.js'
import { sellableOnNamespace } from './sellableOnNamespace.js'

/** What the progress step needs once the provider's window is open. */
export interface BuyStarted {
  url: string
  provider: OnrampProviderInfo
  /** The app's network the tokens arrive on, and the native balance there before the purchase. */
  network: ChainDefinition
  baseline: bigint
}

/** The amount settles for this long before a quote is asked, so typing "250" asks once, not three times. */
const QUOTE_DEBOUNCE_MS = 400

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

function amountError(messages: Messages, options: OnrampOptions, currency: string, amount: string): string | null {
  if (amount.trim() === '') return null
  const check = checkOnrampAmount(options, currency, amount)
  if (check.ok) return null
  if (check.reason === 'invalid') return messages.buyAmountInvalid
  return check.reason === 'below-min'
    ? formatMessage(messages.buyAmountBelowMin, { min: check.limit.min, currency })
    : formatMessage(messages.buyAmountAboveMax, { max: check.limit.max, currency })
}

/**
 * Buy's form: the provider, what to buy and on which network, the fiat amount within the payment currency's limits,
 * and the quote with its fees. Continue opens the provider's checkout in a new window (noopener) after noting the
 * balance the tokens will add to.
 */
export function BuyForm({
  address,
  activeNetwork,
  onStarted,
}: {
  address: string
  activeNetwork: ChainDefinition
  onStarted: (started: BuyStarted) => void
}): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const id = useId()
  const options = useFoyerQuery(onrampOptionsQueryOptions(client))
  const [providerId, setProviderId] = useState<string>()
  const [assetId, setAssetId] = useState<string>()
  const [networkName, setNetworkName] = useState<string>()
  const [currency, setCurrency] = useState<string>()
  const [amount, setAmount] = useState('')
  const [opening, setOpening] = useState<{ error?: string } | null>(null)

  const data = options.data
  // Defaults: what is sold on the network the wallet is on, else the first; USD when offered.
  // Only what the account's own namespace can receive: a Solana address is not a destination on Ethereum.
  const purchaseCurrencies = data ? sellableOnNamespace(data.purchaseCurrencies, activeNetwork.chainNamespace) : []
  const onActive = purchaseCurrencies.find((c) => c.networks.some((n) => n.chainId === activeNetwork.caipNetworkId))
  const asset = purchaseCurrencies.find((c) => c.id === assetId) ?? onActive ?? purchaseCurrencies[0]
  const networks = asset?.networks ?? []
  const network =
    networks.find((n) => n.name === networkName) ??
    networks.find((n) => n.chainId === activeNetwork.caipNetworkId) ??
    networks[0]
  const paymentCurrency =
    data?.paymentCurrencies.find((c) => c.id === currency)?.id ??
    data?.paymentCurrencies.find((c) => c.id === 'USD')?.id ??
    data?.paymentCurrencies[0]?.id ??
    'USD'
  const provider = data?.providers.find((p) => p.id === providerId) ?? data?.providers[0]
  const limit = data?.paymentCurrencies
    .find((c) => c.id === paymentCurrency)
    ?.payment_method_limits.find((l) => l.id.toLowerCase() === 'card')
  const error = data ? amountError(messages, data, paymentCurrency, amount) : null
  const amountOk = data !== undefined && amount.trim() !== '' && error === null

  const settledAmount = useDebounced(amount.trim().replace(',', '.'), QUOTE_DEBOUNCE_MS)
  const quoteParameters = {
    purchaseCurrency: asset?.id ?? '',
    paymentCurrency,
    amount: settledAmount,
    ...(network ? { network: network.name } : {}),
  }
  const quoteReady = amountOk && asset !== undefined && settledAmount === amount.trim().replace(',', '.')
  const quote = useFoyerQuery({ ...onrampQuoteQueryOptions(client, quoteParameters), enabled: quoteReady })
  const shownQuote: OnrampQuote | undefined = quoteReady ? quote.data : undefined

  // The tokens arrive on the app's network the provider's network names, else on the one the wallet is on.
  const target = client.options.networks.find((n) => n.caipNetworkId === network?.chainId) ?? activeNetwork
  const busy = opening !== null && opening.error === undefined
  const canContinue = provider !== undefined && shownQuote !== undefined && !busy && asset !== undefined

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    const api = getBlockchainApi(client)
    if (!canContinue || !api || !provider || !asset) return
    setOpening({})
    try {
      const balance = await client.queryClient.fetchQuery({
        ...balanceQueryOptions(client, { network: target, address }),
        staleTime: 0,
      })
      const url = await api.generateOnrampUrl({
        destinationWallets: [{ address, ...(network ? { blockchains: [network.name] } : {}), assets: [asset.id] }],
        ...(network ? { defaultNetwork: network.name } : {}),
        defaultAsset: asset.id,
        fiatCurrency: paymentCurrency,
        presetFiatAmount: Number(amount.trim().replace(',', '.')),
        defaultExperience: 'buy',
      })
      window.open(url, '_blank', 'noopener,noreferrer')
      onStarted({ url, provider, network: target, baseline: BigInt(balance.value) })
    } catch (cause) {
      setOpening({ error: errorReason(cause, messages) })
    }
  }

  if (options.isPending)
    return (
      <p className="foyer-muted foyer-center" role="status">
        <Spinner />
        {messages.buyOptionsLoading}
      </p>
    )
  if (!data)
    return (
      <p className="foyer-alert" role="alert">
        <WarningIcon />
        {formatMessage(messages.buyOptionsFailed, { reason: errorReason(options.error, messages) })}
      </p>
    )

  if (purchaseCurrencies.length === 0)
    return (
      <p className="foyer-muted" role="status">
        {formatMessage(messages.buyNothingOnNetwork, { network: activeNetwork.name })}
      </p>
    )

  const fiat = (value: { amount: string; currency: string }) => `${value.amount} ${value.currency}`
  return (
    <form className="foyer-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      {data.sample && (
        <p className="foyer-alert" data-kind="warning" data-testid="foyer-buy-sample">
          <WarningIcon />
          {messages.buySampleNotice}
        </p>
      )}
      {data.providers.length === 0 ? (
        <p className="foyer-muted">{messages.buyNoProvider}</p>
      ) : (
        <fieldset className="foyer-field">
          <legend className="foyer-label">{messages.buyProvider}</legend>
          <div className="foyer-tokens">
            {data.providers.map((p) => {
              const inputId = `${id}-provider-${p.id}`
              return (
                <div className="foyer-token" key={p.id}>
                  <input
                    type="radio"
                    id={inputId}
                    name={`${id}-provider`}
                    value={p.id}
                    checked={p.id === provider?.id}
                    onChange={() => setProviderId(p.id)}
                    aria-describedby={p.development ? `${inputId}-hint` : undefined}
                  />
                  <label htmlFor={inputId}>
                    {p.name}
                    {p.development && <span className="foyer-badge">{messages.buyDevelopmentBadge}</span>}
                  </label>
                  {p.development && (
                    <p id={`${inputId}-hint`} className="foyer-muted">
                      {messages.buyDevelopmentHint}
                    </p>
                  )}
                </div>
              )
            })}
          </div>
        </fieldset>
      )}
      <div className="foyer-field">
        <label htmlFor={`${id}-asset`} className="foyer-label">
          {messages.buyAsset}
        </label>
        <select
          id={`${id}-asset`}
          className="foyer-input"
          value={asset?.id ?? ''}
          onChange={(event) => {
            setAssetId(event.target.value)
            setNetworkName(undefined)
          }}
        >
          {purchaseCurrencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.symbol})
            </option>
          ))}
        </select>
      </div>
      <div className="foyer-field">
        <label htmlFor={`${id}-network`} className="foyer-label">
          {messages.buyNetwork}
        </label>
        <select
          id={`${id}-network`}
          className="foyer-input"
          value={network?.name ?? ''}
          onChange={(event) => setNetworkName(event.target.value)}
        >
          {networks.map((n) => (
            <option key={n.name} value={n.name}>
              {n.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className="foyer-field">
        <label htmlFor={`${id}-currency`} className="foyer-label">
          {messages.buyPaymentCurrency}
        </label>
        <select
          id={`${id}-currency`}
          className="foyer-input"
          value={paymentCurrency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {data.paymentCurrencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id}
            </option>
          ))}
        </select>
      </div>
      <div className="foyer-field">
        <label htmlFor={`${id}-amount`} className="foyer-label">
          {formatMessage(messages.buyAmount, { currency: paymentCurrency })}
        </label>
        <input
          id={`${id}-amount`}
          className="foyer-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={`${id}-limits${error ? ` ${id}-amount-error` : ''}`}
        />
        {limit && (
          <p id={`${id}-limits`} className="foyer-muted" data-testid="foyer-buy-limits">
            {formatMessage(messages.buyAmountHint, { min: limit.min, max: limit.max, currency: paymentCurrency })}
          </p>
        )}
        {error && (
          <p id={`${id}-amount-error`} className="foyer-field-error" data-testid="foyer-buy-amount-error">
            {error}
          </p>
        )}
      </div>
      {shownQuote && (
        <section aria-labelledby={`${id}-quote`} data-testid="foyer-buy-quote">
          <h3 id={`${id}-quote`} className="foyer-label">
            {messages.buyQuote}
          </h3>
          {shownQuote.mocked && (
            <p className="foyer-alert" data-kind="warning" data-testid="foyer-buy-mocked">
              <WarningIcon />
              {messages.buyMockedQuote}
            </p>
          )}
          <dl className="foyer-summary">
            <div>
              <dt>{messages.buyYouGet}</dt>
              <dd>{fiat(shownQuote.purchaseAmount)}</dd>
            </div>
            <div>
              <dt>{messages.buyProviderFee}</dt>
              <dd>{fiat(shownQuote.coinbaseFee)}</dd>
            </div>
            <div>
              <dt>{messages.buyNetworkFee}</dt>
              <dd>{fiat(shownQuote.networkFee)}</dd>
            </div>
            <div>
              <dt>{messages.buySubtotal}</dt>
              <dd>{fiat(shownQuote.paymentSubtotal)}</dd>
            </div>
            <div>
              <dt>{messages.buyTotal}</dt>
              <dd>{fiat(shownQuote.paymentTotal)}</dd>
            </div>
          </dl>
        </section>
      )}
      <span className="foyer-live" role="status" aria-live="polite">
        {quoteReady && quote.isFetching
          ? messages.buyQuoteLoading
          : busy && provider
            ? formatMessage(messages.buyOpening, { provider: provider.name })
            : ''}
      </span>
      {quoteReady && quote.error && (
        <p className="foyer-error" role="alert">
          {formatMessage(messages.buyQuoteFailed, { reason: errorReason(quote.error, messages) })}
        </p>
      )}
      {opening?.error && provider && (
        <p className="foyer-error" role="alert">
          {formatMessage(messages.buyOpenFailed, { provider: provider.name, reason: opening.error })}
        </p>
      )}
      {provider && (
        <button
          type="submit"
          className="foyer-button foyer-button-block"
          disabled={!canContinue}
          aria-busy={busy || undefined}
        >
          {formatMessage(messages.buyContinue, { provider: provider.name })}
        </button>
      )}
    </form>
  )
}
