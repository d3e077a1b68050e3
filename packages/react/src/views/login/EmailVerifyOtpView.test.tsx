// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_ADDRESS, TEST_SOLANA_ADDRESS } from '../../test/testChainAdapter.js'
import { renderWithAuth } from '../../test/renderAuth.js'
import { testSession } from '../../test/inMemoryAuth.js'

afterEach(cleanup)
const T = { timeout: 10_000 }

async function openOtp() {
  const r = await renderWithAuth()
  r.evm.nextConnect = async () => ({ address: TEST_ADDRESS, chainId: 31337 })
  act(() => r.client.open({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }))
  const field = await r.modal().findByLabelText('Code', undefined, T)
  return { ...r, field }
}

describe('EmailVerifyOtp view', () => {
  it('checks the code once six digits are in, connects the embedded wallet on both chains and closes', async () => {
    const { client, modal, auth, field } = await openOtp()
    expect(modal().getByText('Enter the 6-digit code we sent to ada@example.com.')).toBeTruthy()
    fireEvent.change(field, { target: { value: '12 34 5' } })
    expect((field as HTMLInputElement).value).toBe('12345')
    expect(auth.calls.some(([m]) => m === 'emailVerify')).toBe(false)
    fireEvent.change(field, { target: { value: '123456' } })
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(auth.calls).toContainEqual(['emailVerify', { email: 'ada@example.com', code: '123456' }])
    const { eip155, solana } = client.stores.accounts.getState()
    expect(eip155).toMatchObject({ status: 'connected', address: TEST_ADDRESS, user: testSession.user })
    expect(solana).toMatchObject({ status: 'connected', address: TEST_SOLANA_ADDRESS, user: testSession.user })
  })

  it("shows the server's error as it says it and lets the person type again", async () => {
    const { client, modal, auth, field } = await openOtp()
    auth.next.emailVerify = () => Promise.reject(new Error('Invalid code (4 tries left)'))
    fireEvent.change(field, { target: { value: '000000' } })
    expect((await modal().findByRole('alert')).textContent).toBe('Invalid code (4 tries left)')
    const again = modal().getByLabelText('Code') as HTMLInputElement
    expect(again.value).toBe('')
    expect(again.disabled).toBe(false)
    expect(again.getAttribute('aria-invalid')).toBe('true')
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
  })

  it('offers a new code only after the countdown', async () => {
    const { modal, auth } = await openOtp()
    const resend = modal().getByRole('button', { name: /Send a new code in \d+ s/ }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    const before = resend.textContent
    await waitFor(() => expect(resend.textContent).not.toBe(before), { timeout: 3000 })
    expect(auth.calls.filter(([m]) => m === 'emailStart')).toHaveLength(0)
  })

  it("connects after the frame's recovery screen took the modal over while the code was checked", async () => {
    const { client, auth, field, modal } = await openOtp()
    let answer!: (session: typeof testSession) => void
    auth.next.emailVerify = () => new Promise((resolve) => (answer = resolve))
    fireEvent.change(field, { target: { value: '123456' } })
    // The frame shows the new wallet's recovery code: ApproveTransaction replaces this view, then goes back.
    act(() => auth.setApprovalPending(true))
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    act(() => auth.setApprovalPending(false))
    expect(client.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(((await modal().findByLabelText('Code', undefined, T)) as HTMLInputElement).disabled).toBe(true)
    act(() => answer(testSession))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address: TEST_ADDRESS })
  })
})
