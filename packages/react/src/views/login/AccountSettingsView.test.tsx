// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithAuth } from '../../test/renderAuth.js'
import { connectDirectly } from '../../test/renderFoyer.js'
import { deferred, testSession } from '../../test/inMemoryAuth.js'

afterEach(cleanup)
const T = { timeout: 10_000 }

async function loggedIn() {
  const r = await renderWithAuth()
  r.auth.setSession(testSession)
  await act(async () => {
    await r.client.connectAuth(testSession)
  })
  return r
}

describe('AccountSettings view', () => {
  it('is reached from the Account view of an embedded wallet only', async () => {
    const { client, modal } = await loggedIn()
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Account settings' }, T))
    expect(await modal().findByText('Logged in as ada@example.com', undefined, T)).toBeTruthy()
  }, 60_000)

  it('is not offered for a wallet connected otherwise', async () => {
    const other = await renderWithAuth()
    await connectDirectly(other.client, 'org.test.wallet')
    act(() => other.client.open())
    await other.modal().findByRole('button', { name: /Disconnect/ }, T)
    expect(other.modal().queryByRole('button', { name: 'Account settings' })).toBeNull()
  }, 60_000)

  it('switches the EVM account type through the frame', async () => {
    const { client, modal, auth } = await loggedIn()
    act(() => client.open({ view: 'AccountSettings' }))
    const smart = (await modal().findByRole('radio', { name: /Smart account/ }, T)) as HTMLInputElement
    expect(smart.checked).toBe(true)
    fireEvent.click(modal().getByRole('radio', { name: /Regular account \(EOA\)/ }))
    await waitFor(() => expect(auth.calls).toContainEqual(['setAccountType', 'eip155', 'eoa']))
    await waitFor(() => expect(client.stores.accounts.getState().eip155!.preferredAccountType).toBe('eoa'))
    expect((modal().getByRole('radio', { name: /Regular account/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows the frame over the view while the key is exported, and hides it after', async () => {
    const { client, modal, auth } = await loggedIn()
    const done = deferred<void>()
    auth.next.exportKey = () => done.promise
    act(() => client.open({ view: 'AccountSettings' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Export private key' }, T))
    expect(await modal().findByRole('region', { name: 'Private key export panel of your wallet' })).toBeTruthy()
    await waitFor(() => expect(auth.frame).toMatchObject({ width: expect.any(Number) }))
    await act(async () => done.resolve())
    await waitFor(() => expect(auth.frame).toBe('hidden'))
    expect(modal().getByRole('button', { name: 'Export private key' })).toBeTruthy()
  })

  it('signs out: the frame forgets the login and both accounts disconnect', async () => {
    const { client, modal, auth } = await loggedIn()
    act(() => client.open({ view: 'AccountSettings' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Sign out' }, T))
    await waitFor(() => expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected'))
    expect(client.stores.accounts.getState().solana!.status).toBe('disconnected')
    expect(auth.calls).toContainEqual(['signOut'])
    expect(await auth.session()).toBeNull()
  })
})
