// The Connect view's login part: the email field and the social buttons placed in `connectMethodsOrder` around the
// wallet list, and the "Continue with a wallet" button that stands in for the list while `collapseWallets` holds it
// back. Only when the host passed `auth`; otherwise the Connect view is the wallet list alone.
import { useState, type ReactElement, type ReactNode } from 'react'
import { useFoyerClient, useMessages } from '../../context.js'
import { ChevronRightIcon } from '../../ui/icons.js'
import { EmailLogin } from './EmailLogin.js'
import { SocialLogins } from './SocialLogins.js'

export interface LoginLayout {
  /** What comes before the wallet list (the methods ordered before 'wallet', and the collapse button). */
  before: ReactNode
  /** What comes after it. */
  after: ReactNode
  /** False while the list is collapsed behind "Continue with a wallet". */
  walletsVisible: boolean
}

export function useLoginLayout(): LoginLayout {
  const client = useFoyerClient()
  const messages = useMessages()
  const [walletsOpened, setWalletsOpened] = useState(false)
  const { auth, features } = client.options
  if (!auth) return { before: null, after: null, walletsVisible: true }

  const methods = client.getConnectMethods()
  const socials = client.getSocials()
  const walletAt = methods.indexOf('wallet')
  const collapsed = features.collapseWallets && walletAt !== -1 && !walletsOpened
  const render = (method: string): ReactElement | null => {
    if (method === 'email') return <EmailLogin key="email" />
    if (method === 'social' && socials.length > 0) return <SocialLogins key="social" socials={socials} />
    return null
  }
  const withDividers = (parts: (ReactElement | null)[]): ReactNode[] =>
    parts
      .filter((p): p is ReactElement => p !== null)
      .flatMap((p, i) =>
        i === 0
          ? [p]
          : [
              <p key={`or-${String(p.key)}`} className="foyer-muted foyer-center" aria-hidden="true">
                {messages.loginOr}
              </p>,
              p,
            ],
      )
  const beforeMethods = (walletAt === -1 ? methods : methods.slice(0, walletAt)).map(render)
  const afterMethods = walletAt === -1 ? [] : methods.slice(walletAt + 1).map(render)
  const continueButton = collapsed ? (
    <div className="foyer-group" key="continue-wallet">
      <button type="button" className="foyer-item" onClick={() => setWalletsOpened(true)}>
        <span className="foyer-item-name">{messages.loginContinueWithWallet}</span>
        <span className="foyer-item-end" aria-hidden="true">
          <ChevronRightIcon />
        </span>
      </button>
    </div>
  ) : null
  return {
    before: (
      <>
        {withDividers(beforeMethods)}
        {continueButton}
      </>
    ),
    after: <>{withDividers(afterMethods)}</>,
    walletsVisible: walletAt !== -1 && !collapsed,
  }
}
