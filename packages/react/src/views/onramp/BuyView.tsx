import { useState, type ReactElement } from 'react'
import { getBlockchainApi } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { BuyForm, type BuyStarted } from './BuyForm.js'
import { BuyProgress } from './BuyProgress.js'

/**
 * Buy (onramp): choose what to buy and for how much, see the quote, continue at the provider in its own window, then
 * wait here until the tokens are in the wallet. The Account view offers it only with an `apiUrl` and on a namespace
 * spec §9 serves onramp on (eip155, solana).
 */
export default function BuyView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const account = useFoyerAccount()
  const { network } = useFoyerNetwork()
  const [started, setStarted] = useState<BuyStarted | null>(null)

  const address = account.address
  if (!address) return <p className="foyer-muted foyer-center">{messages.notConnected}</p>
  if (!getBlockchainApi(client)) return <p className="foyer-muted foyer-center">{messages.buyNoProvider}</p>
  if (started) return <BuyProgress started={started} address={address} onDone={() => client.router.goBack()} />
  return <BuyForm address={address} activeNetwork={network} onStarted={setStarted} />
}
