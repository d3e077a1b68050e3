// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { WalletInfo } from '../hooks/useWalletInfo.js'
import { TransactionStage } from './TransactionStage.js'

afterEach(cleanup)

const wallet: WalletInfo = {
  rdns: 'dev.foyer.wallet',
  name: 'Foyer Dev Wallet',
  icon: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
}

describe('TransactionStage', () => {
  it("shows the wallet's icon with a spinner while the transaction is signed or confirmed", () => {
    for (const phase of ['signing', 'pending', 'approve-signing', 'swap-pending']) {
      const { container, unmount } = render(<TransactionStage phase={phase} wallet={wallet} />)
      const stage = container.querySelector('.foyer-wallet-stage')!
      expect(stage.getAttribute('data-state')).toBe(phase)
      expect(stage.querySelector('img')?.getAttribute('src')).toBe(wallet.icon)
      expect(stage.querySelector('.foyer-stage-spinner .foyer-spinner')).not.toBeNull()
      unmount()
    }
  })

  it('shows a check once confirmed and the error mark once failed, without the spinner', () => {
    const confirmed = render(<TransactionStage phase="confirmed" wallet={wallet} />).container
    expect(confirmed.querySelector('.foyer-success-icon svg')).not.toBeNull()
    expect(confirmed.querySelector('.foyer-spinner, img')).toBeNull()
    cleanup()
    const failed = render(<TransactionStage phase="failed" wallet={wallet} />).container
    expect(failed.querySelector('.foyer-wallet-stage')!.getAttribute('data-state')).toBe('error')
    expect(failed.querySelector('.foyer-status-icon svg')).not.toBeNull()
    expect(failed.querySelector('.foyer-spinner, img')).toBeNull()
  })

  it('draws a monogram when the wallet is unknown', () => {
    const { container } = render(<TransactionStage phase="signing" wallet={undefined} />)
    expect(container.querySelector('.foyer-monogram')).not.toBeNull()
  })
})
