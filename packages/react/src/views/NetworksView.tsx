import type { ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../context.js'
import { leaveIfStillOn, NetworkList } from './NetworkList.js'

/** Choose the network; returns to the previous view (or closes) once switched. */
export default function NetworksView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const switchable = client.options.enableNetworkSwitch !== false
  return (
    <div>
      <p className="foyer-intro">{switchable ? messages.networksIntro : messages.networkSwitchDisabled}</p>
      <NetworkList
        switchable={switchable}
        onSwitched={() => leaveIfStillOn(client, 'Networks', () => client.router.goBack())}
      />
    </div>
  )
}
