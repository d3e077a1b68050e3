// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectDirectly, renderFoyer } from '../../test/renderFoyer.js'
import { TEST_SOLANA_RECIPIENT, createTestChainAdapter } from '../../test/testChainAdapter.js'
import { SendReview } from './SendReview.js'

afterEach(cleanup)

const review = (pressed: string[] = []) => (
  <SendReview
    rootRef={createRef()}
    symbol="SOL"
    amount="1.5"
    recipient={TEST_SOLANA_RECIPIENT}
    networkName="Solana Devnet"
    namespace="eip155"
    onEdit={() => pressed.push('edit')}
    onSend={() => pressed.push('send')}
  />
)

describe('SendReview', () => {
  it('sums up token, amount, the shortened recipient (whole in its title) and network; Edit and Send answer', async () => {
    const pressed: string[] = []
    const view = await renderFoyer({ children: review(pressed) })
    await connectDirectly(view.client)
    const summary = view.container.querySelector('dl') as HTMLElement
    expect(within(summary).getByText('SOL')).toBeTruthy()
    expect(within(summary).getByText('1.5 SOL')).toBeTruthy()
    expect(within(summary).getByText('Solana Devnet')).toBeTruthy()
    const to = view.getByTestId('foyer-send-recipient')
    expect(to.textContent).toBe('9WzD…AWWM')
    expect(to.getAttribute('title')).toBe(TEST_SOLANA_RECIPIENT)
    fireEvent.click(view.getByRole('button', { name: 'Edit' }))
    fireEvent.click(view.getByRole('button', { name: 'Send' }))
    expect(pressed).toEqual(['edit', 'send'])
    // The test adapter gives no fee estimate: no fee line rather than an empty one.
    await waitFor(() => expect(within(summary).queryByText('Network fee')).toBeNull())
  })

  it('does not send on the second click of a double-click (one begun on Review lands on Send); a single or keyboard click sends', async () => {
    const pressed: string[] = []
    const view = await renderFoyer({ children: review(pressed) })
    await connectDirectly(view.client)
    const send = view.getByRole('button', { name: 'Send' })
    fireEvent.click(send, { detail: 2 })
    expect(pressed).toEqual([])
    fireEvent.click(send, { detail: 1 })
    fireEvent.click(send, { detail: 0 })
    expect(pressed).toEqual(['send', 'send'])
  })

  it("shows the adapter's fee estimate for this transfer before the person confirms", async () => {
    const adapter = createTestChainAdapter()
    const asked: unknown[] = []
    adapter.estimateSendFee = async (args) => {
      asked.push(args)
      return { value: '42000000000000', decimals: 18, symbol: 'ETH', formatted: '0.000042' }
    }
    const view = await renderFoyer({ adapter, children: review() })
    await connectDirectly(view.client)
    const summary = view.container.querySelector('dl') as HTMLElement
    await waitFor(() => expect(within(summary).getByText('up to 0.000042 ETH')).toBeTruthy())
    expect(within(summary).getByText('Network fee')).toBeTruthy()
    expect(asked.at(-1)).toMatchObject({ to: TEST_SOLANA_RECIPIENT, amount: '1.5' })
  })
})
