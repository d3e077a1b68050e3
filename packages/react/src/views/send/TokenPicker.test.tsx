// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TokenBalance } from '@foyer/core'
import { deferred, openSend } from '../../test/openSend.js'
import { TEST_MINT } from '../../test/testChainAdapter.js'
import { TokenPicker } from './TokenPicker.js'
import type { SendChoice } from './sendChoices.js'

afterEach(cleanup)

const sol: SendChoice = {
  key: 'native',
  symbol: 'SOL',
  name: 'Solana',
  balance: undefined,
  decimals: 9,
  token: undefined,
  imageUrl: undefined,
}

describe('TokenPicker', () => {
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

  it("says 'Token Balance Unavailable' when the token balances or the native balance cannot be read", async () => {
    const { modal } = await openSend(({ solana }) => {
      solana.nextTokenBalances = () => Promise.reject(new Error('rpc down'))
      solana.nextBalance = () => Promise.reject(new Error('rpc down'))
    })
    await waitFor(() => expect(modal().getAllByText('Token Balance Unavailable')).toHaveLength(2))
    const sol = modal().getByRole('radio', { name: 'SOL' })
    expect(
      modal()
        .getByRole('dialog')
        .querySelector(`[id="${sol.getAttribute('aria-describedby')}"]`)?.textContent,
    ).toBe('Token Balance Unavailable')
    expect(modal().queryByTestId('foyer-token-skeleton')).toBeNull()
  })

  it('shows a skeleton for a balance not known yet, and picks the choice pressed', () => {
    const picked: string[] = []
    const fdol: SendChoice = { ...sol, key: TEST_MINT, symbol: 'FDOL', balance: '125', decimals: 6 }
    const view = render(
      <TokenPicker
        idPrefix="t"
        choices={[sol, fdol]}
        selected="native"
        onSelect={(key) => picked.push(key)}
        tokensStatus="ready"
        nativeUnavailable={false}
      />,
    )
    expect(view.container.querySelector('#t-token-native-balance .foyer-skeleton')).not.toBeNull()
    act(() => view.getByRole('radio', { name: 'FDOL' }).click())
    expect(picked).toEqual([TEST_MINT])
  })
})
