// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fillSend, openSend } from '../../test/openSend.js'
import { connectDirectly, renderMultiChain } from '../../test/renderFoyer.js'
import { TEST_SOLANA_RECIPIENT } from '../../test/testChainAdapter.js'

afterEach(cleanup)

describe('SendForm', () => {
  it('Max fills the token balance, and the SOL balance less 0.001 for fees', async () => {
    const { modal } = await openSend()
    await waitFor(() =>
      expect((modal().getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(modal().getByRole('button', { name: 'Max' }))
    await waitFor(() => expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('2.499'))
    expect(modal().getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal')
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    fireEvent.click(modal().getByRole('button', { name: 'Max' }))
    await waitFor(() => expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('125'))
  })

  it('says at once when the amount is more than the balance, and still lets the person review it', async () => {
    const { modal } = await openSend()
    await waitFor(() =>
      expect((modal().getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(false),
    )
    fillSend(modal, '3', TEST_SOLANA_RECIPIENT)
    const amount = modal().getByLabelText('Amount')
    const hint = modal().getByText('More than your balance of 2.5 SOL')
    expect(amount.getAttribute('aria-describedby')).toBe(hint.id)
    expect((modal().getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(false)
    fillSend(modal, '2.5', TEST_SOLANA_RECIPIENT)
    expect(modal().queryByText(/^More than your balance/)).toBeNull()
    // Finer than SOL's 9 decimals: said the same way.
    fillSend(modal, '0.0000000001', TEST_SOLANA_RECIPIENT)
    expect(modal().getByText('SOL amounts have at most 9 decimals').id).toBe(amount.getAttribute('aria-describedby'))
    expect((modal().getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("Max on EVM's native currency leaves the adapter's fee estimate for the whole balance, with its margin", async () => {
    const { client, modal, evm } = await renderMultiChain()
    const asked: { to: string; amount: string }[] = []
    evm.estimateSendFee = async (args) => {
      asked.push({ to: args.to, amount: args.amount })
      return { value: '42000000000000', decimals: 18, symbol: 'ETH', formatted: '0.000042' }
    }
    await connectDirectly(client, 'org.test.wallet', ['eip155'])
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Send' }))
    const max = await modal().findByRole('button', { name: 'Max' })
    await waitFor(() => expect((max as HTMLButtonElement).disabled).toBe(false))
    fireEvent.change(modal().getByLabelText('Recipient address'), {
      target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    })
    fireEvent.click(max)
    // 10,000 ETH less 0.000042 × 1.25.
    await waitFor(() => expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('9999.9999475'))
    expect(asked).toEqual([{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '10000' }])
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
