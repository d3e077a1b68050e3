// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fillSend, openSend } from '../../test/openSend.js'
import { TEST_SOLANA_RECIPIENT } from '../../test/testChainAdapter.js'

afterEach(cleanup)

describe('SendForm', () => {
  it('Max fills the token balance, and the SOL balance less 0.001 for fees', async () => {
    const { modal } = await openSend()
    await waitFor(() =>
      expect((modal().getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(modal().getByRole('button', { name: 'Max' }))
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('2.499')
    expect(modal().getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal')
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    fireEvent.click(modal().getByRole('button', { name: 'Max' }))
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('125')
  })

  it('keeps Max off while the balance is unknown', async () => {
    const { modal } = await openSend(({ solana }) => {
      solana.nextBalance = () => Promise.reject(new Error('rpc down'))
    })
    await waitFor(() => expect(modal().getAllByText('Token Balance Unavailable').length).toBeGreaterThan(0))
    expect((modal().getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says "Enter a valid address" for an invalid recipient and keeps Review disabled until the form is complete', async () => {
    const { modal } = await openSend()
    const review = modal().getByRole('button', { name: 'Review' }) as HTMLButtonElement
    expect(review.disabled).toBe(true)
    fillSend(modal, '1', 'not-an-address')
    const recipient = modal().getByLabelText('Recipient address')
    expect(modal().getByText('Enter a valid address')).toBeTruthy()
    expect(recipient.getAttribute('aria-invalid')).toBe('true')
    expect(recipient.getAttribute('aria-describedby')).toBeTruthy()
    expect(review.disabled).toBe(true)
    fillSend(modal, 'abc', TEST_SOLANA_RECIPIENT)
    expect(modal().queryByText('Enter a valid address')).toBeNull()
    expect(modal().getByText('Enter a number')).toBeTruthy()
    expect(review.disabled).toBe(true)
    // Zero is a number: the adapter decides ('Amount must be greater than 0').
    fillSend(modal, '0', TEST_SOLANA_RECIPIENT)
    expect(review.disabled).toBe(false)
  })

  it('goes to the review with Enter only once the form is complete', async () => {
    const { modal } = await openSend()
    fillSend(modal, '1', 'not-an-address')
    fireEvent.submit(modal().getByLabelText('Amount').closest('form')!)
    expect(modal().queryByText('Check the transfer before you send it.')).toBeNull()
    expect(modal().getByLabelText('Amount')).toBeTruthy()
    fillSend(modal, '1', TEST_SOLANA_RECIPIENT)
    fireEvent.submit(modal().getByLabelText('Amount').closest('form')!)
    expect(modal().getByText('Check the transfer before you send it.')).toBeTruthy()
    expect(modal().getByTestId('foyer-send-recipient').getAttribute('title')).toBe(TEST_SOLANA_RECIPIENT)
  })
})
