import type { ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../../context.js'
import { FrameArea } from './FrameArea.js'

/**
 * A request to the embedded wallet waits for the person: core opened this view, the wallet frame shows what is asked
 * (message text, typed-data fields, decoded calldata) with Approve and Reject over the area kept here, and core
 * leaves the view once the frame answered. The close guard of spec §4.6 applies while sign-in is required.
 */
export default function ApproveTransactionView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const auth = client.options.auth
  return (
    <div className="foyer-stack">
      <p className="foyer-intro">{messages.approveIntro}</p>
      {auth && <FrameArea auth={auth} label={messages.approveAreaLabel} loadingLabel={messages.approveWaiting} />}
    </div>
  )
}
