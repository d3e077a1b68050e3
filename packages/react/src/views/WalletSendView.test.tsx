// @vitest-environment jsdom
// The Send view's steps together: form → review → progress, and what the view holds across them. Each step's own
// behaviour is tested beside it (send/).
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { deferred, fillSend, openSend } from '../test/openSend.js'
import { TEST_MINT, TEST_SOLANA_RECIPIENT } from '../test/testChainAdapter.js'

afterEach(cleanup)

describe('WalletSend view', () => {
  it('reviews, sends, follows the signature to Sent, and Done returns to Account', async () => {
    const signed = deferred<{ id: string }>()
    const { client, modal, solana } = await openSend(({ solana }) => {
      solana.nextSend = () => signed.promise
      solana.statuses = ['confirmed']
    })
    fillSend(modal, '1.5', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    const summary = modal().getByRole('dialog').querySelector('dl')!
    expect(within(summary as HTMLElement).getByText('SOL')).toBeTruthy()
    expect(within(summary as HTMLElement).getByText('1.5 SOL')).toBeTruthy()
    expect(within(summary as HTMLElement).getByText('Solana Devnet')).toBeTruthy()
    const to = modal().getByTestId('foyer-send-recipient')
    expect(to.textContent).toBe('9WzD…AWWM')
    expect(to.getAttribute('title')).toBe(TEST_SOLANA_RECIPIENT)

    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    expect((await modal().findByRole('status')).textContent).toContain('Confirm in your wallet')
    expect(client.stores.send.getState().status).toBe('signing')
    await act(async () =>
      signed.resolve({
        id: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
      }),
    )
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Sent' })).toBeTruthy())
    expect(solana.sendCalls).toHaveLength(1)
    expect(solana.sendCalls[0]).toMatchObject({ to: TEST_SOLANA_RECIPIENT, amount: '1.5', token: undefined })
    expect(modal().getByRole('status').textContent).toContain('1.5 SOL sent to 9WzD…AWWM.')
    fireEvent.click(modal().getByRole('button', { name: 'Done' }))
    expect(client.stores.router.getState().view).toBe('Account')
    expect(client.stores.send.getState().status).toBe('idle')
  })

  it('sends a token with its TokenInfo', async () => {
    const { modal, solana } = await openSend(({ solana }) => {
      solana.statuses = ['confirmed']
    })
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    fillSend(modal, '2', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    expect(modal().getByText('2 FDOL')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Sent' })).toBeTruthy())
    expect(solana.sendCalls[0]!.token).toEqual({
      address: TEST_MINT,
      symbol: 'FDOL',
      decimals: 6,
      name: 'Foyer Dollar',
    })
  })

  it('says in its own words that a request is already open in the wallet (-32002); Try again keeps the form', async () => {
    const { modal, client } = await openSend(({ solana }) => {
      solana.nextSend = () =>
        Promise.reject(
          Object.assign(new Error("Request of type 'signAndSendTransaction' already pending"), { code: -32002 }),
        )
    })
    fillSend(modal, '1.5', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(modal().getByRole('alert').textContent).toBe(
        'A request from this app is already open in your wallet. Finish or close it there, then try again.',
      ),
    )
    // The host still gets the wallet's own words.
    expect(client.stores.send.getState().error).toBe("Request of type 'signAndSendTransaction' already pending")
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5')
  })

  it('brings the form back, with a notice and everything kept, when the network changes during the review', async () => {
    const { client, modal, solana } = await openSend(({ solana }) => {
      solana.statuses = ['confirmed']
    })
    fillSend(modal, '1.5', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    expect(modal().getByText('Solana Devnet')).toBeTruthy()
    await act(async () => client.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    expect(modal().getByRole('alert').textContent).toBe(
      'Your wallet is now on Solana. Check the transfer again before you send it.',
    )
    expect(modal().queryByRole('button', { name: 'Send' })).toBeNull()
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5')
    expect((modal().getByLabelText('Recipient address') as HTMLInputElement).value).toBe(TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    expect(modal().queryByRole('alert')).toBeNull()
    expect(within(modal().getByRole('dialog').querySelector('dl') as HTMLElement).getByText('Solana')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Sent' })).toBeTruthy())
    expect(solana.sendCalls).toHaveLength(1)
    expect(solana.sendCalls[0]!.network.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('brings the form back when the person picks another account in the wallet during the review', async () => {
    const { client, modal, solana } = await openSend(({ solana }) => {
      solana.statuses = ['confirmed']
    })
    fillSend(modal, '1.5', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    const other = 'So1ana1111111111111111111111111111111111111'
    await act(async () => solana.context!.onAccountsChanged({ addresses: [other] }))
    expect(client.stores.accounts.getState().solana!.address).toBe(other)
    expect(modal().getByRole('alert').textContent).toBe(
      'Your wallet is now on account So1a…1111. Check the transfer again before you send it.',
    )
    expect(modal().queryByRole('button', { name: 'Send' })).toBeNull()
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5')
    expect(solana.sendCalls).toHaveLength(0)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    expect(modal().queryByRole('alert')).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Sent' })).toBeTruthy())
    expect(solana.sendCalls).toHaveLength(1)
  })

  it('Edit on the review returns to the form with everything kept', async () => {
    const { modal } = await openSend()
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    fillSend(modal, '2', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    fireEvent.click(modal().getByRole('button', { name: 'Edit' }))
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('2')
    expect((modal().getByLabelText('Recipient address') as HTMLInputElement).value).toBe(TEST_SOLANA_RECIPIENT)
    expect((modal().getByRole('radio', { name: 'FDOL' }) as HTMLInputElement).checked).toBe(true)
  })
})
