// @vitest-environment jsdom
import { cleanup, fireEvent, render, within } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_SOLANA_RECIPIENT } from '../../test/testChainAdapter.js'
import { SendReview } from './SendReview.js'

afterEach(cleanup)

describe('SendReview', () => {
  it('sums up token, amount, the shortened recipient (whole in its title) and network; Edit and Send answer', () => {
    const pressed: string[] = []
    const view = render(
      <SendReview
        rootRef={createRef()}
        symbol="SOL"
        amount="1.5"
        recipient={TEST_SOLANA_RECIPIENT}
        networkName="Solana Devnet"
        onEdit={() => pressed.push('edit')}
        onSend={() => pressed.push('send')}
      />,
    )
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
  })
})
