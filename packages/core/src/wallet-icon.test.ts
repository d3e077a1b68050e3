import { describe, expect, it } from 'vitest'
import { walletIconOf } from './wallet-icon.js'

describe('walletIconOf', () => {
  it('keeps a data: URI of an image, as EIP-6963 and Wallet Standard require', () => {
    expect(walletIconOf('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBe(
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    )
    expect(walletIconOf('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(walletIconOf(' data:image/svg+xml,%3Csvg%3E%3C/svg%3E ')).toBe('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')
  })

  it('drops what would be fetched from elsewhere, and what is not an image', () => {
    for (const icon of [
      'https://wallet.example/icon.png',
      'http://127.0.0.1:4998/icon.png',
      '//wallet.example/icon.png',
      '/icon.png',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '',
      undefined,
      42,
    ])
      expect(walletIconOf(icon)).toBeUndefined()
  })
})
