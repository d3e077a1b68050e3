import type { ReactElement } from 'react'
import {
  getBlockchainApi,
  namespaceServesFeature,
  selectWalletFeatures,
  type ChainNamespace,
  type WalletFeature,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import type { MessageKey } from '../../messages/en.js'
import { ReceiveIcon, SendIcon } from '../../ui/icons.js'
import { BuyIcon } from '../onramp/BuyIcon.js'
import { SwapIcon } from '../swap/SwapIcon.js'
import { useSwapAvailable } from '../swap/useSwapAvailable.js'

/** The features built so far, with what each needs of the active namespace. Swaps and onramp arrive with their views. */
const BUILT: Partial<
  Record<
    WalletFeature,
    { label: MessageKey; view: 'WalletReceive' | 'WalletSend' | 'Swap' | 'Buy'; icon: () => ReactElement }
  >
> = {
  onramp: { label: 'buy', view: 'Buy', icon: BuyIcon },
  swaps: { label: 'swap', view: 'Swap', icon: SwapIcon },
  receive: { label: 'receive', view: 'WalletReceive', icon: ReceiveIcon },
  send: { label: 'send', view: 'WalletSend', icon: SendIcon },
}

/**
 * The wallet features row in the app's `walletFeaturesOrder` (spec default: onramp, swaps, receive, send): a button
 * for each feature that is on, built, and usable on the active namespace — nothing for the rest, not a placeholder.
 */
export function FeaturesRow({
  namespace,
  unsupported,
}: {
  namespace: ChainNamespace
  unsupported: boolean
}): ReactElement | null {
  const client = useFoyerClient()
  const messages = useMessages()
  const canSend = !unsupported && typeof client.getAdapter(namespace)?.sendToken === 'function'
  const canSwap = useSwapAvailable(namespace, !unsupported && selectWalletFeatures(client.options).includes('swaps'))
  // Buy needs the app's API (spec §7 onramp calls) and a namespace spec §9 serves onramp on.
  const canBuy = !unsupported && getBlockchainApi(client) !== undefined && namespaceServesFeature('onramp', namespace)
  const features = selectWalletFeatures(client.options).filter((feature) => {
    if (!BUILT[feature]) return false
    if (feature === 'send') return canSend
    if (feature === 'onramp') return canBuy
    if (feature === 'swaps') return canSwap
    return true
  })
  if (features.length === 0) return null
  return (
    <div className="foyer-features" role="group" aria-label={messages.walletFeatures}>
      {features.map((feature) => {
        const { label, view, icon: Icon } = BUILT[feature]!
        return (
          <button key={feature} type="button" className="foyer-button" onClick={() => client.router.push(view)}>
            <Icon />
            {messages[label]}
          </button>
        )
      })}
    </div>
  )
}
