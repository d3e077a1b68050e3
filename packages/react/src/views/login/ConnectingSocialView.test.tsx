// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithAuth } from '../../test/renderAuth.js'
import { deferred, testSession } from '../../test/inMemoryAuth.js'
import type { AuthSession } from '@foyer/core'

afterEach(cleanup)
const T = { timeout: 10_000 }

describe('ConnectingSocial view', () => {
  it('opens the popup in the click, waits, then connects with the social provider recorded', async () => {
    const { client, modal, auth } = await renderWithAuth()
    const result = deferred<AuthSession>()
    auth.next.social = () => ({ result: result.promise, cancel: () => {} })
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'More options' }, T))
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }))
    // Opened synchronously in the click handler, before any await.
    expect(auth.calls).toEqual([['socialLogin', 'github']])
    expect(await modal().findByRole('heading', { name: 'Continue in the GitHub window.' }, T)).toBeTruthy()
    const session = { ...testSession, user: { ...testSession.user, provider: 'github' as const, handle: 'ada' } }
    auth.setSession(session)
    await act(async () => result.resolve(session))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', socialProvider: 'github' })
  })

  it('says when the browser blocked the popup, and Try again opens it from its own click', async () => {
    const { client, modal, auth } = await renderWithAuth()
    act(() => client.open({ view: 'ConnectingSocial', data: { provider: 'google', blocked: true } }))
    expect((await modal().findByRole('alert', undefined, T)).textContent).toBe(
      'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
    )
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(auth.calls).toEqual([['socialLogin', 'google']])
    expect(await modal().findByRole('heading', { name: 'Continue in the Google window.' })).toBeTruthy()
  })

  it('says the window was closed before the login finished', async () => {
    const { client, modal, auth } = await renderWithAuth()
    const closed = Object.assign(new Error('closed'), { name: 'AuthPopupClosedError' })
    auth.next.social = () => ({ result: Promise.reject(closed), cancel: () => {} })
    act(() =>
      client.open({ view: 'ConnectingSocial', data: { provider: 'discord', attempt: auth.socialLogin('discord') } }),
    )
    expect((await modal().findByRole('alert', undefined, T)).textContent).toBe(
      'The Discord window was closed before the login finished.',
    )
    expect(modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it("connects after the frame's recovery screen took the modal over while the login was claimed", async () => {
    const { client, modal, auth } = await renderWithAuth()
    const result = deferred<AuthSession>()
    let cancelled = 0
    auth.next.social = () => ({ result: result.promise, cancel: () => void cancelled++ })
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Continue with Google' }, T))
    expect(await modal().findByRole('heading', { name: 'Continue in the Google window.' }, T)).toBeTruthy()
    // The popup is done; the frame claims the login and shows the new wallet's recovery code over this view.
    act(() => auth.setApprovalPending(true))
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    act(() => auth.setApprovalPending(false))
    expect(client.stores.router.getState().view).toBe('ConnectingSocial')
    expect(cancelled).toBe(0)
    const session = { ...testSession, user: { ...testSession.user, provider: 'google' as const } }
    auth.setSession(session)
    await act(async () => result.resolve(session))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', socialProvider: 'google' })
  })

  it('closes the popup when the person leaves the view', async () => {
    const { client, modal, auth } = await renderWithAuth()
    let cancelled = 0
    auth.next.social = () => ({ result: new Promise<AuthSession>(() => {}), cancel: () => void cancelled++ })
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Continue with X' }, T))
    expect(await modal().findByRole('heading', { name: 'Continue in the X window.' }, T)).toBeTruthy()
    act(() => client.router.goBack())
    await waitFor(() => expect(cancelled).toBe(1))
  })
})
