// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorText, type TokenBalance } from '@foyer/core'
import { connectDirectly, renderMultiChain } from '../test/renderFoyer.js'
import { TEST_MINT, TEST_SOLANA_RECIPIENT } from '../test/testChainAdapter.js'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

async function openSend(prepare?: (r: Awaited<ReturnType<typeof renderMultiChain>>) => void) {
  const rendered = await renderMultiChain()
  prepare?.(rendered)
  await connectDirectly(rendered.client, 'org.test.wallet', ['solana'])
  act(() => rendered.client.open())
  fireEvent.click(await rendered.modal().findByRole('button', { name: 'Send' }))
  await rendered.modal().findByRole('heading', { name: 'Send' })
  await rendered.modal().findByRole('radio', { name: 'SOL' })
  return rendered
}

type Modal = Awaited<ReturnType<typeof renderMultiChain>>['modal']

function fill(modal: Modal, amount: string, recipient: string) {
  fireEvent.change(modal().getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(modal().getByLabelText('Recipient address'), { target: { value: recipient } })
}

describe('WalletSend view', () => {
  it('lists the native currency and the tokens with balances, with a skeleton while tokens load', async () => {
    const tokens = deferred<TokenBalance[]>()
    const { modal } = await openSend(({ solana }) => {
      solana.nextTokenBalances = () => tokens.promise
    })
    expect(modal().getByRole('group', { name: 'Token' })).toBeTruthy()
    expect(modal().getByTestId('foyer-token-skeleton')).toBeTruthy()
    expect(modal().getByText('Loading tokens')).toBeTruthy()
    const sol = modal().getByRole('radio', { name: 'SOL' }) as HTMLInputElement
    expect(sol.checked).toBe(true)
    await act(async () =>
      tokens.resolve([
        {
          value: '125000000',
          decimals: 6,
          symbol: 'FDOL',
          formatted: '125',
          token: { address: TEST_MINT, symbol: 'FDOL', decimals: 6, name: 'Foyer Dollar' },
        },
        {
          value: '1',
          decimals: 0,
          symbol: 'NFT',
          formatted: '1',
          token: { address: 'Nft1111111111111111111111111111111111111111', symbol: 'NFT', decimals: 0 },
        },
      ]),
    )
    const fdol = await modal().findByRole('radio', { name: 'FDOL' })
    expect(modal().queryByTestId('foyer-token-skeleton')).toBeNull()
    // Spec §5: a 0-decimals balance is left out.
    expect(modal().queryByRole('radio', { name: 'NFT' })).toBeNull()
    const describedBy = (el: HTMLElement) =>
      modal()
        .getByRole('dialog')
        .querySelector(`[id="${el.getAttribute('aria-describedby')}"]`)?.textContent
    expect(describedBy(fdol)).toBe('Balance: 125')
    await waitFor(() => expect(describedBy(modal().getByRole('radio', { name: 'SOL' }))).toBe('Balance: 2.5'))
  })

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

  it('says "Enter a valid address" for an invalid recipient and keeps Review disabled until the form is complete', async () => {
    const { modal } = await openSend()
    const review = modal().getByRole('button', { name: 'Review' }) as HTMLButtonElement
    expect(review.disabled).toBe(true)
    fill(modal, '1', 'not-an-address')
    const recipient = modal().getByLabelText('Recipient address')
    expect(modal().getByText('Enter a valid address')).toBeTruthy()
    expect(recipient.getAttribute('aria-invalid')).toBe('true')
    expect(recipient.getAttribute('aria-describedby')).toBeTruthy()
    expect(review.disabled).toBe(true)
    fill(modal, 'abc', TEST_SOLANA_RECIPIENT)
    expect(modal().queryByText('Enter a valid address')).toBeNull()
    expect(modal().getByText('Enter a number')).toBeTruthy()
    expect(review.disabled).toBe(true)
    // Zero is a number: the adapter decides ('Amount must be greater than 0').
    fill(modal, '0', TEST_SOLANA_RECIPIENT)
    expect(review.disabled).toBe(false)
  })

  it('reviews, sends, follows the signature to Sent, and Done returns to Account', async () => {
    const signed = deferred<{ id: string }>()
    const { client, modal, solana } = await openSend(({ solana }) => {
      solana.nextSend = () => signed.promise
      solana.statuses = ['confirmed']
    })
    fill(modal, '1.5', TEST_SOLANA_RECIPIENT)
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

  it('shows Sending… with the shortened signature while the transfer is pending', async () => {
    const { client, modal, solana } = await openSend(({ solana }) => {
      solana.statuses = ['pending']
    })
    fill(modal, '0.1', TEST_SOLANA_RECIPIENT)
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

  it('sends a token with its TokenInfo', async () => {
    const { modal, solana } = await openSend(({ solana }) => {
      solana.statuses = ['confirmed']
    })
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    fill(modal, '2', TEST_SOLANA_RECIPIENT)
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

  it("shows the adapter's error text verbatim, and Try again returns to the form with the values kept", async () => {
    const { modal, solana } = await openSend(({ solana }) => {
      solana.nextSend = () => Promise.reject(new Error(ErrorText.AMOUNT_NOT_POSITIVE))
    })
    fireEvent.click(await modal().findByRole('radio', { name: 'FDOL' }))
    fill(modal, '0', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
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
      fill(modal, '5000', TEST_SOLANA_RECIPIENT)
      fireEvent.click(modal().getByRole('button', { name: 'Review' }))
      fireEvent.click(modal().getByRole('button', { name: 'Send' }))
      expect((await modal().findByRole('alert')).textContent).toBe(text)
      cleanup()
    }
  })

  it('shows a rejection in the wallet as Transaction declined', async () => {
    const { modal } = await openSend(({ solana }) => {
      solana.nextSend = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    })
    fill(modal, '1', TEST_SOLANA_RECIPIENT)
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    fireEvent.click(modal().getByRole('button', { name: 'Send' }))
    expect((await modal().findByRole('alert')).textContent).toBe('Transaction declined')
    expect(modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
