// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { AccountButton } from './AccountButton.js'

afterEach(cleanup)

describe('AccountButton', () => {
  it('shows the native balance next to the short address once looked up, and opens the Account view', async () => {
    const { client } = await renderFoyer({ children: <AccountButton /> })
    expect(screen.queryByRole('button')).toBeNull()
    await connectDirectly(client)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open account, 10,000 ETH 0x1111…0000' })).toBeTruthy(),
    )
    fireEvent.click(screen.getByRole('button', { name: /^Open account/ }))
    expect(client.stores.router.getState().view).toBe('Account')
  })

  it('leaves the balance out while it loads and when it is unavailable', async () => {
    let fail!: (error: unknown) => void
    const { client, adapter } = await renderFoyer({ children: <AccountButton /> })
    adapter.nextBalance = () => new Promise((_, reject) => (fail = reject))
    await connectDirectly(client)
    const button = screen.getByRole('button', { name: /^Open account/ })
    expect(button.textContent).toBe('Open account, 0x1111…0000')
    await act(async () => fail(new Error('rpc down')))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.balanceStatus).toBe('error'))
    expect(button.textContent).toBe('Open account, 0x1111…0000')
  })

  it('leaves the balance out when the host asks it to', async () => {
    const { client } = await renderFoyer({ children: <AccountButton balance={false} /> })
    await connectDirectly(client)
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.balance).toBe('10000'))
    expect(screen.getByRole('button', { name: /^Open account/ }).textContent).toBe('Open account, 0x1111…0000')
  })
})
