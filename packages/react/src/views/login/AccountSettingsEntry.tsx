import type { ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { ChevronRightIcon } from '../../ui/icons.js'

/** The Account view's way to AccountSettings, shown only for an account of the embedded wallet (it has a user). */
export function AccountSettingsEntry(): ReactElement | null {
  const client = useFoyerClient()
  const messages = useMessages()
  const loggedIn = useStoreSelector(client.stores.accounts, (s) =>
    Object.values(s).some((a) => a.status === 'connected' && !!a.user),
  )
  if (!client.options.auth || !loggedIn) return null
  return (
    <button type="button" className="foyer-item" onClick={() => client.router.push('AccountSettings')}>
      <span className="foyer-item-name">{messages.accountSettings}</span>
      <span className="foyer-item-end" aria-hidden="true">
        <ChevronRightIcon />
      </span>
    </button>
  )
}
