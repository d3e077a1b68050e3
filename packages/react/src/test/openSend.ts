// The Send view opened on a connected Solana account (two test adapters, EVM and Solana), for the Send view's tests.
import { act, fireEvent } from '@testing-library/react'
import { connectDirectly, renderMultiChain, type RenderedMultiChain } from './renderFoyer.js'

export async function openSend(prepare?: (rendered: RenderedMultiChain) => void): Promise<RenderedMultiChain> {
  const rendered = await renderMultiChain()
  prepare?.(rendered)
  await connectDirectly(rendered.client, 'org.test.wallet', ['solana'])
  act(() => rendered.client.open())
  fireEvent.click(await rendered.modal().findByRole('button', { name: 'Send' }))
  await rendered.modal().findByRole('heading', { name: 'Send' })
  await rendered.modal().findByRole('radio', { name: 'SOL' })
  return rendered
}

/** Types the amount and the recipient into the form. */
export function fillSend(modal: RenderedMultiChain['modal'], amount: string, recipient: string): void {
  fireEvent.change(modal().getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(modal().getByLabelText('Recipient address'), { target: { value: recipient } })
}

/** Reaches the progress step: fills the form, reviews, and presses Send. */
export function submitSend(modal: RenderedMultiChain['modal'], amount: string, recipient: string): void {
  fillSend(modal, amount, recipient)
  fireEvent.click(modal().getByRole('button', { name: 'Review' }))
  fireEvent.click(modal().getByRole('button', { name: 'Send' }))
}

export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
