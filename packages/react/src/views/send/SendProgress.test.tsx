// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorText } from '@foyer/core'
import { fillSend, openSend, submitSend } from '../../test/openSend.js'
import { TEST_MINT, TEST_SOLANA_RECIPIENT } from '../../test/testChainAdapter.js'
import { SendProgress, type SendProgressProps } from './SendProgress.js'

afterEach(cleanup)

describe('SendProgress', () => {
  it('shows Sending… with the shortened signature while the transfer is pending', async () => {
    const { client, modal, solana } = await openSend(({ solana }) => {
      solana.statuses = ['pending']
    })
    fillSend(modal, '0.1', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Sending…' })).toBeTruthy())
    const status = modal().getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('5VER…kQUW')
    solana.statuses = ['confirmed']
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Sent' })).toBeTruthy(), { timeout: 3000 })
    // Send another: a clean form, with the token balances read again.
    solana.nextTokenBalances = async () => [
      {
        value: '99000000',
        decimals: 6,
        symbol: 'FDOL',
        formatted: '99',
        token: { address: TEST_MINT, symbol: 'FDOL', decimals: 6, name: 'Foyer Dollar' },
      },
    ]
    fireEvent.click(modal().getByRole('button', { name: 'Send another' }))
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('')
    expect(client.stores.send.getState().status).toBe('idle')
    const fdol = await modal().findByRole('radio', { name: 'FDOL' })
    await waitFor(() =>
      expect(
        modal()
          .getByRole('dialog')
          .querySelector(`[id="${fdol.getAttribute('aria-describedby')}"]`)?.textContent,
      ).toBe('Balance: 99'),
    )
  })

  it("shows the adapter's error text verbatim, and Try again returns to the form with the values kept", async () => {
    const { modal, solana } = await openSend(({ solana }) => {
      solana.nextSend = () => Promise.reject(new Error(ErrorText.AMOUNT_NOT_POSITIVE))
    })
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    submitSend(modal, '0', TEST_SOLANA_RECIPIENT)
    expect((await modal().findByRole('alert')).textContent).toBe('Amount must be greater than 0')
    expect(solana.sendCalls[0]!.amount).toBe('0')
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect((modal().getByLabelText('Amount') as HTMLInputElement).value).toBe('0')
    expect((modal().getByLabelText('Recipient address') as HTMLInputElement).value).toBe(TEST_SOLANA_RECIPIENT)
    expect((modal().getByRole('radio', { name: 'FDOL' }) as HTMLInputElement).checked).toBe(true)
    expect(modal().queryByRole('alert')).toBeNull()
  })

  it('shows each SOL error text as the adapter words it', async () => {
    for (const text of [
      ErrorText.SOL_TRANSFER,
      ErrorText.SOL_FEES_OR_RENT,
      `${ErrorText.SPL_TRANSACTION_FAILED}mint frozen`,
    ]) {
      const { modal } = await openSend(({ solana }) => {
        solana.nextSend = () => Promise.reject(new Error(text))
      })
      submitSend(modal, '5000', TEST_SOLANA_RECIPIENT)
      expect((await modal().findByRole('alert')).textContent).toBe(text)
      cleanup()
    }
  })

  it('shows a rejection in the wallet as Transaction declined', async () => {
    const { modal } = await openSend(({ solana }) => {
      solana.nextSend = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    })
    submitSend(modal, '1', TEST_SOLANA_RECIPIENT)
    expect((await modal().findByRole('alert')).textContent).toBe('Transaction declined')
    expect(modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  describe('on its own', () => {
    const props: SendProgressProps = {
      rootRef: createRef(),
      phase: 'signing',
      id: undefined,
      error: undefined,
      rejected: false,
      wallet: { name: 'Test Wallet', icon: undefined, rdns: undefined },
      sent: undefined,
      onTryAgain: () => {},
      onSendAnother: () => {},
      onDone: () => {},
    }

    it('asks to confirm in the named wallet while signing', () => {
      const view = render(<SendProgress {...props} />)
      expect(view.getByRole('heading', { name: 'Confirm in your wallet' })).toBeTruthy()
      expect(view.getByRole('status').textContent).toContain('Test Wallet')
      expect(view.queryByRole('button')).toBeNull()
    })

    it("says 'Sent' with what went where, and offers Send another and Done", () => {
      const pressed: string[] = []
      const view = render(
        <SendProgress
          {...props}
          phase="confirmed"
          sent={{ amount: '1.5', symbol: 'SOL', to: TEST_SOLANA_RECIPIENT }}
          onSendAnother={() => pressed.push('another')}
          onDone={() => pressed.push('done')}
        />,
      )
      expect(view.getByRole('status').textContent).toContain('1.5 SOL sent to 9WzD…AWWM.')
      fireEvent.click(view.getByRole('button', { name: 'Send another' }))
      fireEvent.click(view.getByRole('button', { name: 'Done' }))
      expect(pressed).toEqual(['another', 'done'])
    })

    it('falls back to the generic failure text when the refusal had no words', () => {
      const view = render(<SendProgress {...props} phase="failed" />)
      expect(view.getByRole('alert').textContent).toBe('Transaction failed')
      expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy()
    })
  })
})
