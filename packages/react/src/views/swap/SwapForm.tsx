import { useId, useState, type FormEvent, type ReactElement } from 'react'
import {
  ErrorText,
  NoSwapRouteError,
  ConvertApiError,
  portfolioQueryOptions,
  swapAllowanceQueryOptions,
  swapQuoteExpiresAt,
  swapQuoteQueryOptions,
  swapTokensQueryOptions,
  type ChainDefinition,
  type SwapToken,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { errorReason } from '../errorReason.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { formatMessage } from '../../messages/en.js'
import { AmountInput } from '../../ui/AmountInput.js'
import { Skeleton } from '../../ui/Spinner.js'
import { SlippageSetting, type SlippageChoice } from './SlippageSetting.js'
import { SwapIcon } from './SwapIcon.js'
import { isNativeSwapToken, swapTokenBalance } from './swapBalances.js'
import {
  displayUnits,
  formatUnits,
  minimumReceived,
  NATIVE_GAS_RESERVE,
  parseAmount,
  parseSlippage,
  rateText,
} from './swapMath.js'
import { useDebounced } from '../../hooks/useDebounced.js'

/** What the person typed, kept so a rejected or failed swap returns to the same form. */
export interface SwapDraft {
  fromAddress: string
  toAddress: string
  amount: string
  slippageChoice: SlippageChoice
  customSlippage: string
}

/** A swap the person confirmed, with the quote's amounts as they saw them. */
export interface SwapRequest {
  from: SwapToken
  to: SwapToken
  amount: bigint
  amountText: string
  slippage: number
  needsApprove: boolean
  draft: SwapDraft
}

/** The quote is asked once typing pauses this long. */
export const QUOTE_DEBOUNCE_MS = 350

export interface SwapFormProps {
  network: ChainDefinition
  address: string
  initial: SwapDraft | undefined
  onSwap: (request: SwapRequest) => void
}

/**
 * The swap form: the token paid and the token received (the server's swap tokens, with balances from the Tokens
 * data), the amount (its decimals checked, Max), the slippage, and the quote — rate, price impact, fee, minimum
 * received — in a live region so a screen reader hears each new quote. The button says why it cannot swap yet.
 */
export function SwapForm({ network, address, initial, onSwap }: SwapFormProps): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const idPrefix = useId()
  const chainId = network.caipNetworkId
  const userAddress = `${chainId}:${address}`

  const tokens = useFoyerQuery(swapTokensQueryOptions(client, { chainId }))
  const portfolio = useFoyerQuery(portfolioQueryOptions(client, { address, caipNetworkId: chainId }))
  const [fromAddress, setFromAddress] = useState(initial?.fromAddress)
  const [toAddress, setToAddress] = useState(initial?.toAddress)
  const [amount, setAmount] = useState(initial?.amount ?? '')
  const [slippageChoice, setSlippageChoice] = useState<SlippageChoice>(initial?.slippageChoice ?? 1)
  const [customSlippage, setCustomSlippage] = useState(initial?.customSlippage ?? '')
  const [expiredNotice, setExpiredNotice] = useState(false)
  const debouncedAmount = useDebounced(amount, QUOTE_DEBOUNCE_MS)

  const list = tokens.data ?? []
  const from = list.find((t) => t.address === fromAddress) ?? list[0]
  const to = list.find((t) => t.address === toAddress) ?? list.find((t) => t !== from)
  const parsed = from ? parseAmount(amount, from.decimals) : ({ kind: 'empty' } as const)
  const settled = from ? parseAmount(debouncedAmount, from.decimals) : ({ kind: 'empty' } as const)
  const units = parsed.kind === 'ok' ? parsed.units : undefined
  const slippage = slippageChoice === 'custom' ? parseSlippage(customSlippage) : slippageChoice
  const balance = from ? swapTokenBalance(from, portfolio.data) : undefined
  const insufficient = units !== undefined && balance !== undefined && units > balance
  const sameToken = !!from && !!to && from.address === to.address

  const quoteReady = !!from && !!to && !sameToken && settled.kind === 'ok' && amount === debouncedAmount
  const quoteParameters = {
    from: from?.address ?? '',
    to: to?.address ?? '',
    userAddress,
    amount: settled.kind === 'ok' ? settled.units.toString() : '0',
  }
  const quote = useFoyerQuery({ ...swapQuoteQueryOptions(client, quoteParameters), enabled: quoteReady })
  const needsAllowance = !!from && !isNativeSwapToken(from) && units !== undefined
  const allowance = useFoyerQuery({
    ...swapAllowanceQueryOptions(client, { tokenAddress: from?.address ?? '', userAddress }),
    enabled: needsAllowance,
  })
  const needsApprove = needsAllowance && allowance.data !== undefined && allowance.data < units!

  if (tokens.status === 'pending')
    return (
      <div className="foyer-stack" aria-busy="true">
        <Skeleton width="100%" height={44} />
        <Skeleton width="100%" height={44} />
        <p className="foyer-sr-only" role="status">
          {messages.swapTokensLoading}
        </p>
      </div>
    )
  if (tokens.status === 'error' || !from || !to)
    return (
      <div className="foyer-center" role="alert">
        <p className="foyer-error">
          {tokens.error?.message === ErrorText.SWAPS_NETWORK_UNSUPPORTED
            ? ErrorText.SWAPS_NETWORK_UNSUPPORTED
            : formatMessage(messages.swapUnavailable, {
                reason: tokens.error instanceof Error ? tokens.error.message : messages.swapNoRoute,
              })}
        </p>
      </div>
    )

  const quoteShown = quoteReady && quote.data ? quote.data : undefined
  const quoteError = quoteReady && quote.status === 'error' ? quote.error : undefined

  // Why the button cannot swap yet, in the order the person would fix things.
  let blocked: string | undefined
  if (sameToken) blocked = messages.swapSameToken
  else if (parsed.kind === 'empty' || parsed.kind === 'zero') blocked = messages.swapEnterAmount
  else if (parsed.kind === 'invalid') blocked = messages.invalidAmount
  else if (parsed.kind === 'tooManyDecimals')
    blocked = formatMessage(messages.swapTooManyDecimals, { symbol: from.symbol, decimals: parsed.decimals })
  else if (slippage === undefined) blocked = messages.swapSlippageInvalid
  else if (insufficient) blocked = formatMessage(messages.swapInsufficient, { symbol: from.symbol })
  else if (quoteError) blocked = quoteErrorText(quoteError, messages)
  else if (!quoteShown || (needsAllowance && allowance.data === undefined)) blocked = messages.swapQuoting
  const amountError =
    parsed.kind === 'invalid' || parsed.kind === 'tooManyDecimals' || insufficient ? blocked : undefined

  const fillMax = (): void => {
    if (balance === undefined) return
    const reserve = isNativeSwapToken(from) ? parseAmount(NATIVE_GAS_RESERVE, from.decimals) : undefined
    const kept = reserve?.kind === 'ok' ? reserve.units : 0n
    setAmount(formatUnits(balance > kept ? balance - kept : balance, from.decimals))
  }
  const flip = (): void => {
    setFromAddress(to.address)
    setToAddress(from.address)
  }
  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    if (blocked || !quoteShown || units === undefined || slippage === undefined) return
    // A quote past its expiry is not what the swap would get: ask again and let the person look before swapping.
    if (Date.now() >= swapQuoteExpiresAt(quoteShown, quote.dataUpdatedAt)) {
      setExpiredNotice(true)
      await quote.refetch()
      return
    }
    setExpiredNotice(false)
    onSwap({
      from,
      to,
      amount: units,
      amountText: formatUnits(units, from.decimals),
      slippage,
      needsApprove,
      draft: { fromAddress: from.address, toAddress: to.address, amount, slippageChoice, customSlippage },
    })
  }

  const amountId = `${idPrefix}-amount`
  const balanceId = `${idPrefix}-balance`
  const select = (id: string, label: string, value: string, onChange: (address: string) => void) => (
    <div className="foyer-field">
      <label htmlFor={id} className="foyer-label">
        {label}
      </label>
      <select
        id={id}
        className="foyer-input foyer-swap-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {list.map((t) => (
          <option key={t.address} value={t.address}>
            {t.symbol} — {t.name}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="foyer-swap">
      {select(`${idPrefix}-from`, messages.swapFrom, from.address, (a) => {
        setFromAddress(a)
        setExpiredNotice(false)
      })}
      <div className="foyer-field">
        <label htmlFor={amountId} className="foyer-label">
          {messages.swapAmount}
        </label>
        <AmountInput
          id={amountId}
          value={amount}
          onChange={(value) => {
            setAmount(value)
            setExpiredNotice(false)
          }}
          invalid={Boolean(amountError)}
          describedBy={[balanceId, amountError ? `${amountId}-error` : ''].join(' ').trim()}
          onMax={fillMax}
          maxLabel={messages.max}
          maxDisabled={balance === undefined}
        />
        <p id={balanceId} className="foyer-muted foyer-swap-balance">
          {balance === undefined
            ? portfolio.status === 'error'
              ? messages.tokenBalanceUnavailable
              : messages.loading
            : formatMessage(messages.swapBalance, {
                amount: displayUnits(balance, from.decimals),
                symbol: from.symbol,
              })}
        </p>
        {amountError && (
          <p id={`${amountId}-error`} className="foyer-field-error">
            {amountError}
          </p>
        )}
      </div>
      <div className="foyer-swap-flip">
        <button type="button" className="foyer-icon-button" aria-label={messages.swapFlip} onClick={flip}>
          <SwapIcon />
        </button>
      </div>
      {select(`${idPrefix}-to`, messages.swapTo, to.address, (a) => {
        setToAddress(a)
        setExpiredNotice(false)
      })}
      <SlippageSetting
        idPrefix={idPrefix}
        choice={slippageChoice}
        onChoice={setSlippageChoice}
        custom={customSlippage}
        onCustom={setCustomSlippage}
        customInvalid={slippageChoice === 'custom' && customSlippage.trim() !== '' && slippage === undefined}
      />
      <section
        className="foyer-swap-quote"
        aria-label={messages.swapQuoteDetails}
        aria-live="polite"
        aria-busy={(quoteReady && quote.isFetching) || undefined}
      >
        {quoteShown ? (
          <dl className="foyer-summary">
            <div>
              <dt>{messages.swapEstimate}</dt>
              <dd data-testid="foyer-swap-estimate">
                {displayUnits(BigInt(quoteShown.toAmount), to.decimals)} {to.symbol}
              </dd>
            </div>
            <div>
              <dt>{messages.swapRate}</dt>
              <dd>
                {formatMessage(messages.swapRateValue, {
                  from: from.symbol,
                  to: to.symbol,
                  rate: rateText(
                    BigInt(quoteShown.fromAmount),
                    from.decimals,
                    BigInt(quoteShown.toAmount),
                    to.decimals,
                  ),
                })}
              </dd>
            </div>
            {quoteShown.priceImpact !== undefined && (
              <div>
                <dt>{messages.swapPriceImpact}</dt>
                <dd>{quoteShown.priceImpact.toLocaleString('en-US', { maximumFractionDigits: 2 })} %</dd>
              </div>
            )}
            {quoteShown.feeAmount !== undefined && /^\d+$/.test(quoteShown.feeAmount) && (
              <div>
                <dt>{messages.swapFee}</dt>
                <dd>
                  {displayUnits(BigInt(quoteShown.feeAmount), from.decimals)} {from.symbol}
                </dd>
              </div>
            )}
            {slippage !== undefined && (
              <div>
                <dt>{messages.swapMinimumReceived}</dt>
                <dd data-testid="foyer-swap-minimum">
                  {displayUnits(minimumReceived(BigInt(quoteShown.toAmount), slippage), to.decimals)} {to.symbol}
                </dd>
              </div>
            )}
          </dl>
        ) : quoteReady && quote.isFetching ? (
          <p className="foyer-muted">{messages.swapQuoting}</p>
        ) : null}
        {expiredNotice && <p className="foyer-muted">{messages.swapQuoteExpired}</p>}
      </section>
      {quoteError && !sameToken && parsed.kind === 'ok' && (
        <div className="foyer-alert" role="alert">
          {quoteErrorText(quoteError, messages)}
        </div>
      )}
      <button type="submit" className="foyer-button foyer-button-block" disabled={blocked !== undefined}>
        {blocked ??
          (needsApprove ? formatMessage(messages.swapApproveAndSwap, { symbol: from.symbol }) : messages.swap)}
      </button>
    </form>
  )
}

function quoteErrorText(error: Error, messages: ReturnType<typeof useMessages>): string {
  if (error instanceof NoSwapRouteError) return messages.swapNoRoute
  if (error.message === ErrorText.SWAPS_NETWORK_UNSUPPORTED) return ErrorText.SWAPS_NETWORK_UNSUPPORTED
  const reason =
    error instanceof ConvertApiError && error.serverError ? error.serverError : errorReason(error, messages)
  return formatMessage(messages.swapQuoteFailed, { reason })
}
