import { useId, useState, type ReactElement } from 'react'
import type { SocialProvider } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { formatMessage } from '../../messages/en.js'
import { ChevronRightIcon } from '../../ui/icons.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { socialLabelKeys, splitSocials } from './socials.js'
import { startSocialLogin } from './startSocialLogin.js'

/**
 * The social logins in the host's order: the first few as buttons, the rest behind "More options". Farcaster goes to
 * its QR view; the others open the provider's popup in the click itself and wait in ConnectingSocial.
 */
export function SocialLogins({ socials }: { socials: readonly SocialProvider[] }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const moreId = useId()
  const [expanded, setExpanded] = useState(false)
  const { shown, more } = splitSocials(socials)

  function choose(provider: SocialProvider) {
    client.emit('SOCIAL_LOGIN_STARTED', { provider })
    if (provider === 'farcaster') {
      client.router.push('ConnectingFarcaster')
      return
    }
    const start = startSocialLogin(client, provider)
    client.router.push('ConnectingSocial', { provider, attempt: start.attempt, blocked: start.blocked })
  }

  const button = (provider: SocialProvider) => {
    const name = messages[socialLabelKeys[provider]]
    return (
      <li key={provider}>
        <button type="button" className="foyer-item" data-social={provider} onClick={() => choose(provider)}>
          <WalletIcon name={name} size={28} />
          <span className="foyer-item-name">{formatMessage(messages.loginSocialWith, { provider: name })}</span>
        </button>
      </li>
    )
  }

  return (
    <div role="group" aria-label={messages.loginSocialsGroup} className="foyer-group" data-login="social">
      <ul className="foyer-list">{shown.map(button)}</ul>
      {more.length > 0 && (
        <>
          <button
            type="button"
            className="foyer-item"
            aria-expanded={expanded}
            aria-controls={expanded ? moreId : undefined}
            onClick={() => setExpanded((v) => !v)}
          >
            <span className="foyer-item-name">{expanded ? messages.loginSocialsFewer : messages.loginSocialsMore}</span>
            <span className="foyer-item-end" aria-hidden="true">
              <ChevronRightIcon />
            </span>
          </button>
          {expanded && (
            <ul id={moreId} className="foyer-list">
              {more.map(button)}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
