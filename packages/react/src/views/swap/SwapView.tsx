import { useRef, useState, type ReactElement } from 'react'
import {
  ErrorText,
  getBlockchainApi,
  isUserRejection,
  swap,
  SwapTransactionFailedError,
  ConvertApiError,
  type ChainDefinition,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { errorReason } from '../errorReason.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useWalletInfo } from '../../hooks/useWalletInfo.js'
import { formatMessage } from '../../messages/en.js'
import { useStepFocus } from '../send/useStepFocus.js'
import { SwapForm, type SwapRequest } from './SwapForm.js'
import { SwapProgress, type SwapPhase } from './SwapProgress.js'
import { swapStyles } from './swapStyles.js'

/**
 * Swap one token for another on the active EVM chain through the app's blockchain API (spec §7 convert routes): the
 * form (swap/SwapForm) quotes as the person types, then the swap runs — an approval first when the allowance is
 * short — and is followed to its verdict (swap/SwapProgress). Off the server's swap chains the view says so with the
 * spec's text and offers nothing to send.
 */
export default function SwapView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const namespace = useStoreSelector(client.stores.chains, (s) => s.activeNamespace)
  const network = useStoreSelector(client.stores.chains, (s) =>
    s.activeNetwork.chainNamespace === 'eip155'
      ? s.activeNetwork
      : client.options.networks.find((n) => n.chainNamespace === 'eip155'),
  )
  const { address } = useFoyerAccount('eip155')
  const api = getBlockchainApi(client)

  let body: ReactElement
  if (namespace !== 'eip155' || !network)
    body = (
      <div className="foyer-center" role="alert">
        <p className="foyer-error">{messages.swapsNetworkUnsupported}</p>
      </div>
    )
  else if (!address)
    body = (
      <div className="foyer-center">
        <p className="foyer-muted">{messages.notConnected}</p>
      </div>
    )
  else if (!api)
    body = (
      <div className="foyer-center" role="alert">
        <p className="foyer-error">{formatMessage(messages.swapUnavailable, { reason: 'apiUrl' })}</p>
      </div>
    )
  // A new chain or account is a new swap: nothing typed for one is carried to the other.
  else body = <SwapFlow key={`${network.caipNetworkId}:${address}`} network={network} address={address} />
  return (
    <>
      <style>{swapStyles}</style>
      {body}
    </>
  )
}

function SwapFlow({ network, address }: { network: ChainDefinition; address: string }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const { walletInfo } = useWalletInfo()
  const rootRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<SwapPhase | undefined>(undefined)
  const [last, setLast] = useState<SwapRequest | undefined>(undefined)
  /** The wallet said no: shown over the form, which keeps everything typed. */
  const [rejected, setRejected] = useState(false)
  // Bumped to empty the form after a completed swap ("Swap again").
  const [formKey, setFormKey] = useState(0)
  useStepFocus(rootRef, [state?.phase])

  const run = async (request: SwapRequest): Promise<void> => {
    setLast(request)
    setRejected(false)
    setState({ phase: request.needsApprove ? 'approve-signing' : 'swap-signing' })
    try {
      const { id } = await swap(client, {
        from: request.from.address,
        to: request.to.address,
        amount: request.amount.toString(),
        slippage: request.slippage,
        onStep: (step) =>
          setState(
            step.step === 'approve-pending' || step.step === 'swap-pending'
              ? { phase: step.step, id: step.id }
              : { phase: step.step },
          ),
      })
      setState({ phase: 'confirmed', id })
    } catch (error) {
      if (isUserRejection(error)) {
        setState(undefined)
        setRejected(true)
        return
      }
      setState({ phase: 'failed', message: failureText(error, messages) })
    }
  }

  const done = (): void => {
    const { history } = client.stores.router.getState()
    if (history.at(-1)?.view === 'Account') client.router.goBack()
    else client.router.reset('Account')
  }

  if (state && last)
    return (
      <SwapProgress
        rootRef={rootRef}
        state={state}
        wallet={walletInfo}
        fromSymbol={last.from.symbol}
        toSymbol={last.to.symbol}
        fromAmount={last.amountText}
        onSwapAgain={() => {
          setState(undefined)
          setLast(undefined)
          setFormKey((k) => k + 1)
        }}
        onDone={done}
        onTryAgain={() => setState(undefined)}
      />
    )

  return (
    <div ref={rootRef}>
      {rejected && (
        <div className="foyer-alert" role="alert">
          {messages.swapRejected}
        </div>
      )}
      <SwapForm
        key={formKey}
        network={network}
        address={address}
        initial={last?.draft}
        onSwap={(request) => void run(request)}
      />
    </div>
  )
}

/** What to tell the person when the swap stopped: the spec's texts verbatim, the server's words, else the error's. */
function failureText(error: unknown, messages: ReturnType<typeof useMessages>): string {
  const reason =
    error instanceof ConvertApiError && error.serverError ? error.serverError : errorReason(error, messages)
  if (reason === ErrorText.SWAPS_NETWORK_UNSUPPORTED) return reason
  if (error instanceof SwapTransactionFailedError && error.stage === 'approve')
    return formatMessage(messages.swapApproveFailed, { reason })
  return formatMessage(messages.swapFailed, { reason })
}
