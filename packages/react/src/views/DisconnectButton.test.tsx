// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorText } from '@foyer/core'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'

afterEach(cleanup)

describe('DisconnectButton (the Account view)', () => {
  it('is busy while the wallet answers, shows a refusal above itself, and disconnects on a retry', async () => {
    const rendered = await renderFoyer()
    const { modal, client, adapter } = rendered
    await connectDirectly(client)
    act(() => client.open())
    const button = await modal().findByRole('button', { name: 'Disconnect' })

    let refuse!: (error: Error) => void
    adapter.nextDisconnect = () => new Promise((_, reject) => (refuse = reject))
    fireEvent.click(button)
    const busy = await modal().findByRole('button', { name: 'Disconnecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)

    await act(async () => refuse(new Error('wallet refused')))
    expect((await modal().findByRole('alert')).textContent).toBe(ErrorText.DISCONNECT_FAILED)
    expect(modal().getByRole('button', { name: 'Disconnect' }).getAttribute('aria-busy')).toBe('false')

    adapter.nextDisconnect = async () => {}
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected'))
  })
})
