// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithAuth } from '../../test/renderAuth.js'
import { deferred, testSession } from '../../test/inMemoryAuth.js'
import type { AuthSession } from '@foyer/core'

afterEach(cleanup)
const T = { timeout: 10_000 }

describe('ConnectingFarcaster view', () => {
  it('shows the channel link as a QR code with copy and open, waits, then connects', async () => {
    const { client, modal, auth } = await renderWithAuth()
    const approved = deferred<AuthSession>()
    auth.next.farcasterWait = () => approved.promise
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'More options' }, T))
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Farcaster' }))
    const qr = await modal().findByRole('img', { name: 'Farcaster sign-in QR code' }, T)
    expect(qr.getAttribute('data-uri')).toBe('https://farcaster.xyz/~/siwf?channelToken=chan-1')
    expect(modal().getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(
      'https://farcaster.xyz/~/siwf?channelToken=chan-1',
    )
    expect(modal().getByRole('status').textContent).toContain('Waiting for your approval in Farcaster…')
    expect(auth.calls).toEqual([['farcasterStart'], ['farcasterWait', 'chan-1']])
    const session = { ...testSession, user: { ...testSession.user, provider: 'farcaster' as const, handle: 'ada' } }
    auth.setSession(session)
    await act(async () => approved.resolve(session))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', socialProvider: 'farcaster' })
  })

  it('shows a failure with Try again, which opens a new channel; leaving stops the wait', async () => {
    const { client, modal, auth } = await renderWithAuth()
    auth.next.farcasterWait = () => Promise.reject(new Error('The relay did not answer'))
    act(() => client.open({ view: 'ConnectingFarcaster' }))
    expect((await modal().findByRole('alert', undefined, T)).textContent).toBe(
      'Could not log in: The relay did not answer',
    )
    let signal: AbortSignal | undefined
    auth.next.farcasterWait = (s) => {
      signal = s
      return new Promise(() => {})
    }
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await modal().findByRole('img', { name: 'Farcaster sign-in QR code' })
    expect(auth.calls.filter(([m]) => m === 'farcasterStart')).toHaveLength(2)
    act(() => client.router.reset('Connect'))
    await waitFor(() => expect(signal?.aborted).toBe(true))
  })

  it("connects after the frame's recovery screen took the modal over once the Farcaster app answered", async () => {
    const { client, modal, auth } = await renderWithAuth()
    const approved = deferred<AuthSession>()
    let signal: AbortSignal | undefined
    auth.next.farcasterWait = (s) => {
      signal = s
      return approved.promise
    }
    act(() => client.open({ view: 'ConnectingFarcaster' }))
    await modal().findByRole('img', { name: 'Farcaster sign-in QR code' }, T)
    // The frame shows the new wallet's recovery code: ApproveTransaction replaces this view, then goes back.
    act(() => auth.setApprovalPending(true))
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    act(() => auth.setApprovalPending(false))
    expect(client.stores.router.getState().view).toBe('ConnectingFarcaster')
    await modal().findByRole('img', { name: 'Farcaster sign-in QR code' }, T)
    expect(signal?.aborted).toBe(false)
    expect(auth.calls.filter(([m]) => m === 'farcasterStart')).toHaveLength(1)
    const session = { ...testSession, user: { ...testSession.user, provider: 'farcaster' as const, handle: 'alice' } }
    auth.setSession(session)
    await act(async () => approved.resolve(session))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', socialProvider: 'farcaster' })
  })
})
