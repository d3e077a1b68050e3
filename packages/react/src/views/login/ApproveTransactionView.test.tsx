// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithAuth } from '../../test/renderAuth.js'

afterEach(cleanup)
const T = { timeout: 10_000 }

describe('ApproveTransaction view', () => {
  it("opens when the frame asks, shows the frame over the view's area, and hides it and closes when answered", async () => {
    const { client, modal, auth } = await renderWithAuth()
    act(() => auth.setApprovalPending(true))
    const area = await modal().findByRole('region', { name: 'Approval panel of your wallet' }, T)
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    expect(modal().getByRole('heading', { name: 'Approve request' })).toBeTruthy()
    await waitFor(() => expect(auth.frame).toMatchObject({ height: expect.any(Number), width: expect.any(Number) }))
    expect(area.style.height).toBe('420px')
    act(() => auth.setApprovalPending(false))
    await waitFor(() => expect(auth.frame).toBe('hidden'))
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('returns to the view the person was on', async () => {
    const { client, modal, auth } = await renderWithAuth()
    act(() => client.open({ view: 'Networks' }))
    act(() => auth.setApprovalPending(true))
    await modal().findByRole('region', { name: 'Approval panel of your wallet' }, T)
    act(() => auth.setApprovalPending(false))
    await waitFor(() => expect(client.stores.router.getState().view).toBe('Networks'))
    expect(client.stores.modal.getState().open).toBe(true)
    expect(auth.frame).toBe('hidden')
  })
})
