import { useId, useState, type ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { formatMessage } from '../../messages/en.js'
import { FrameArea } from './FrameArea.js'
import { errorReason } from '../errorReason.js'

type AccountKind = 'smartAccount' | 'eoa'

/**
 * The embedded wallet's settings (reached from the Account view when connected through it): the EVM account type
 * (smart account or the plain EOA; the wallet then reports the other address), exporting the private key — shown by
 * the wallet frame over this view, after it asks the person to log in again — and signing out.
 */
export default function AccountSettingsView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const auth = client.options.auth
  const groupId = useId()
  const { user, preferred, deployed, hasEvm } = useStoreSelector(client.stores.accounts, (s) => ({
    user: s.eip155?.user ?? s.solana?.user,
    preferred: s.eip155?.preferredAccountType,
    // Core reads it from the chain on each session the wallet reports (the wallet reports one after each user op).
    deployed: s.eip155?.smartAccountDeployed,
    hasEvm: s.eip155?.status === 'connected' && !!s.eip155.user,
  }))
  const [busy, setBusy] = useState<'type' | 'export' | 'signOut'>()
  const [error, setError] = useState<string>()

  async function run(what: 'type' | 'export' | 'signOut', action: () => Promise<void>, failure: string) {
    setBusy(what)
    setError(undefined)
    try {
      await action()
    } catch (reason) {
      setError(formatMessage(failure, { reason: errorReason(reason, messages) }))
    } finally {
      setBusy(undefined)
    }
  }

  if (!auth) return <p className="foyer-muted">{messages.connectFailed}</p>
  const who = user?.email ?? user?.handle
  const kinds: { value: AccountKind; label: string; hint: string }[] = [
    { value: 'smartAccount', label: messages.settingsSmartAccount, hint: messages.settingsSmartAccountHint },
    { value: 'eoa', label: messages.settingsEoa, hint: messages.settingsEoaHint },
  ]

  return (
    <div className="foyer-stack">
      {who && <p className="foyer-intro">{formatMessage(messages.settingsLoggedInAs, { name: who })}</p>}
      {error && (
        <div role="alert" className="foyer-alert">
          {error}
        </div>
      )}
      {busy === 'export' ? (
        <FrameArea auth={auth} label={messages.settingsExportAreaLabel} loadingLabel={messages.loading} />
      ) : (
        <>
          {hasEvm && (
            <fieldset className="foyer-field" disabled={busy !== undefined}>
              <legend id={groupId}>{messages.settingsAccountType}</legend>
              {kinds.map((kind) => (
                <label key={kind.value} className="foyer-choice">
                  <input
                    type="radio"
                    name={`${groupId}-type`}
                    value={kind.value}
                    checked={preferred === kind.value}
                    onChange={() =>
                      void run('type', () => auth.setAccountType('eip155', kind.value), messages.settingsTypeFailed)
                    }
                  />
                  <span>
                    {kind.label}
                    <span className="foyer-muted foyer-choice-hint">{kind.hint}</span>
                  </span>
                </label>
              ))}
              {preferred === 'smartAccount' && deployed !== undefined && (
                <p className="foyer-muted" role="status">
                  {deployed ? messages.settingsSmartAccountDeployed : messages.settingsSmartAccountNotDeployed}
                </p>
              )}
            </fieldset>
          )}
          <button
            type="button"
            className="foyer-button foyer-button-block"
            data-variant="secondary"
            disabled={busy !== undefined}
            aria-describedby={`${groupId}-export-hint`}
            onClick={() => void run('export', () => auth.exportKey(), messages.settingsExportFailed)}
          >
            {messages.settingsExportKey}
          </button>
          <p id={`${groupId}-export-hint`} className="foyer-muted">
            {messages.settingsExportKeyHint}
          </p>
          <button
            type="button"
            className="foyer-button foyer-button-block"
            data-variant="danger"
            disabled={busy !== undefined}
            onClick={() =>
              void run(
                'signOut',
                async () => {
                  await auth.signOut()
                  // Core disconnects on the frame's sign-out event too; this also covers a frame that never says so.
                  await client.disconnect()
                },
                messages.settingsSignOutFailed,
              )
            }
          >
            {messages.settingsSignOut}
          </button>
        </>
      )}
    </div>
  )
}
