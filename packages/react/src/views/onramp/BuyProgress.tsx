import { useEffect, useRef, type ReactElement } from 'react'
import { balanceQueryOptions } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { formatMessage } from '../../messages/en.js'
import { CheckIcon } from '../../ui/icons.js'
import { Spinner } from '../../ui/Spinner.js'
import type { BuyStarted } from './BuyForm.js'
import { formatUnits } from './formatUnits.js'

/** How often the balance is asked while the purchase is under way. */
export const BUY_BALANCE_POLL_MS = 3000

/**
 * After Continue: waits for the funds by asking the native balance every few seconds and comparing it with the one
 * noted before the provider's window opened; once it grew, says how much arrived. The provider's window may have been
 * blocked or closed, so it can be opened again.
 */
export function BuyProgress({
  started,
  address,
  onDone,
}: {
  started: BuyStarted
  address: string
  onDone: () => void
}): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const { network, provider, baseline, url } = started
  const balance = useFoyerQuery({
    ...balanceQueryOptions(client, { network, address }),
    // Asked every few seconds whatever the last answer was: a purchase is worth the extra lookups.
    enabled: true,
    staleTime: 0,
    refetchInterval: BUY_BALANCE_POLL_MS,
  })
  const now = balance.data ? BigInt(balance.data.value) : undefined
  const received = now !== undefined && now > baseline ? now - baseline : undefined
  const symbol = balance.data?.symbol ?? network.nativeCurrency.symbol
  const decimals = balance.data?.decimals ?? network.nativeCurrency.decimals
  const amount = received === undefined ? '' : formatUnits(received, decimals)

  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    // The account's token list and activity now hold the purchase: ask them again.
    if (received !== undefined) void client.queryClient.invalidateQueries({ queryKey: ['foyer', 'portfolio'] })
  }, [received !== undefined]) // eslint-disable-line react-hooks/exhaustive-deps

  if (received !== undefined)
    return (
      <div className="foyer-center" data-testid="foyer-buy-received">
        <CheckIcon />
        <h3 ref={heading} tabIndex={-1}>
          {messages.buyReceivedTitle}
        </h3>
        <p role="status" aria-live="polite">
          {formatMessage(messages.buyReceived, { amount, symbol, network: network.name })}
        </p>
        <button type="button" className="foyer-button foyer-button-block" onClick={onDone}>
          {messages.buyDone}
        </button>
      </div>
    )
  return (
    <div className="foyer-center" data-testid="foyer-buy-waiting">
      <Spinner size={28} />
      <h3 ref={heading} tabIndex={-1}>
        {messages.buyWaitingTitle}
      </h3>
      <p className="foyer-muted" role="status" aria-live="polite">
        {formatMessage(messages.buyWaiting, { provider: provider.name, symbol, network: network.name })}
      </p>
      <button
        type="button"
        className="foyer-button foyer-button-block"
        onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}
      >
        {formatMessage(messages.buyReopen, { provider: provider.name })}
      </button>
    </div>
  )
}
