import { useEffect, useRef, useState, type ReactElement } from 'react'
import { NetworkChangedError, isUserRejection, shortenAddress, type CaipNetworkId } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { errorReason } from './errorReason.js'
import { formatMessage } from '../messages/en.js'
import { networkName } from './chainNames.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerBalance } from '../hooks/useFoyerBalance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { normalizeAmount } from './sendAmount.js'
import { NATIVE_CHOICE, nativeChoice, tokenChoice } from './send/sendChoices.js'
import { SendForm } from './send/SendForm.js'
import { SendProgress, type SendPhase } from './send/SendProgress.js'
import { SendReview } from './send/SendReview.js'
import { useStepFocus } from './send/useStepFocus.js'
import { useRecipientName } from './send/useRecipientName.js'
import { useTokenBalances } from './send/useTokenBalances.js'

type Step = 'form' | 'review' | 'status'

/**
 * Send the native currency or a token from the active namespace's account: pick the token, enter the amount and a
 * recipient (send/SendForm), review (send/SendReview), send, then follow the transfer to its verdict
 * (send/SendProgress). This view holds what the steps share; nothing typed is lost on an error.
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
  const { address } = useFoyerAccount(namespace)
  const native = useFoyerBalance(namespace)
  const send = useStoreSelector(client.stores.send, (s) => s)
  const { walletInfo } = useWalletInfo()
  const rootRef = useRef<HTMLDivElement>(null)
  const tokens = useTokenBalances(namespace, address)

  const [selected, setSelected] = useState(NATIVE_CHOICE)
  const [amount, setAmount] = useState('')
  const [recipient, setRecipient] = useState('')
  // A recipient name is sent to the address it resolved to; the review shows both.
  const recipientName = useRecipientName(recipient.trim(), namespace)
  // A send already under way when the view opens (the person went back and returned) is shown, not forgotten.
  const [step, setStep] = useState<Step>(() => {
    const { status } = client.stores.send.getState()
    return status === 'signing' || status === 'pending' ? 'status' : 'form'
  })
  // The network and account the review was made for: the transfer is sent there and from it or not at all (a token's
  // address, the fee and the balance all belong to one chain and one account). If the person picks another network or
  // account in the wallet meanwhile, the form comes back with a notice.
  const [reviewed, setReviewed] = useState<{ on: CaipNetworkId; from: string } | undefined>(undefined)
  const reviewedOn = reviewed?.on
  const [notice, setNotice] = useState<string | undefined>(undefined)
  /** A refusal thrown before the send reached the store (no wallet connected, no adapter). */
  const [thrown, setThrown] = useState<{ message: string; rejected: boolean } | undefined>(undefined)

  // A settled send from an earlier visit does not greet the person.
  useEffect(() => {
    const { status } = client.stores.send.getState()
    if (status === 'confirmed' || status === 'failed') client.resetSend()
  }, [client])

  const phase: SendPhase = thrown ? 'failed' : send.status === 'idle' ? 'signing' : send.status
  useStepFocus(rootRef, [step, phase])

  if (!address || !network) {
    return (
      <div className="foyer-center">
        <p className="foyer-muted">{messages.notConnected}</p>
      </div>
    )
  }

  if (step === 'review' && (reviewedOn !== network.caipNetworkId || reviewed?.from !== address)) {
    // Adjusting state while rendering: the review of the old network or account is never shown for the new one.
    setStep('form')
    setNotice(
      reviewedOn !== network.caipNetworkId
        ? formatMessage(messages.sendNetworkChanged, { network: network.name })
        : formatMessage(messages.sendAccountChanged, { account: shortenAddress(address) }),
    )
  }

  const choices = [nativeChoice(network, native), ...tokens.list.map(tokenChoice)]
  const choice = choices.find((c) => c.key === selected) ?? choices[0]!
  const trimmedRecipient = recipientName.kind === 'resolved' ? recipientName.address : recipient.trim()

  const submitSend = async (): Promise<void> => {
    setThrown(undefined)
    setStep('status')
    try {
      await client.send({
        to: trimmedRecipient,
        amount: normalizeAmount(amount),
        token: choice.token,
        namespace,
        caipNetworkId: reviewedOn ?? network.caipNetworkId,
      })
    } catch (error) {
      // Shown in the modal's words where it has them (no connection, a request already open in the wallet), else the
      // adapter's; the store keeps the error's own message for the host.
      setThrown({
        message:
          error instanceof NetworkChangedError
            ? formatMessage(messages.sendNetworkChanged, {
                network: networkName(client.options.networks, error.actual),
              })
            : errorReason(error, messages),
        rejected: isUserRejection(error),
      })
    }
  }

  const startOver = (keepValues: boolean): void => {
    client.resetSend()
    setThrown(undefined)
    setNotice(undefined)
    if (!keepValues) {
      setAmount('')
      setRecipient('')
      tokens.reload()
    }
    setStep('form')
  }

  const done = (): void => {
    client.resetSend()
    const { history } = client.stores.router.getState()
    if (history.at(-1)?.view === 'Account') client.router.goBack()
    else client.router.reset('Account')
  }

  if (step === 'status')
    return (
      <SendProgress
        rootRef={rootRef}
        phase={phase}
        id={send.id}
        error={thrown?.message ?? send.error}
        rejected={thrown?.rejected ?? send.rejected}
        wallet={walletInfo}
        sent={amount ? { amount: normalizeAmount(amount), symbol: choice.symbol, to: trimmedRecipient } : undefined}
        onTryAgain={() => startOver(true)}
        onSendAnother={() => startOver(false)}
        onDone={done}
      />
    )

  if (step === 'review')
    return (
      <SendReview
        rootRef={rootRef}
        symbol={choice.symbol}
        amount={normalizeAmount(amount)}
        recipient={trimmedRecipient}
        {...(recipientName.kind === 'resolved' ? { recipientName: recipientName.name } : {})}
        networkName={network.name}
        namespace={namespace}
        token={choice.token}
        onEdit={() => setStep('form')}
        onSend={() => void submitSend()}
      />
    )

  return (
    <SendForm
      rootRef={rootRef}
      namespace={namespace}
      choices={choices}
      choice={choice}
      onSelect={setSelected}
      tokensStatus={tokens.status}
      nativeUnavailable={native.status === 'error'}
      amount={amount}
      onAmount={setAmount}
      recipient={recipient}
      onRecipient={setRecipient}
      onReview={() => {
        setNotice(undefined)
        setReviewed({ on: network.caipNetworkId, from: address })
        setStep('review')
      }}
      notice={notice}
    />
  )
}
