import { describe, expect, it } from 'vitest'
import { FoyerError, UserRejectedError } from '../errors.js'
import { WalletTimeoutError } from '../timeout.js'
import { createWalletErrorClassifier } from './wallet-errors.js'
import { ProviderRpcError } from './test/provider-rpc-error.js'

const refusal = new ProviderRpcError(4001, 'User rejected the request.')

describe('createWalletErrorClassifier', () => {
  it('turns a refusal into UserRejectedError that keeps the wallet’s error as its cause', () => {
    const { toConnectError, toWalletError } = createWalletErrorClassifier()
    for (const error of [toConnectError(refusal), toWalletError(new Error('wrapped', { cause: refusal }))]) {
      expect(error).toBeInstanceOf(UserRejectedError)
      expect((error as Error).cause).toBeDefined()
    }
  })

  it('makes every other connect failure "Failed to connect to the wallet", a timeout too', () => {
    const { toConnectError } = createWalletErrorClassifier()
    const timeout = new WalletTimeoutError('the connection request', 10)
    const error = toConnectError(timeout)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Failed to connect to the wallet')
    expect(error.cause).toBe(timeout)
  })

  it('uses the adapter’s catalogue code for a failure it recognises', () => {
    const { toConnectError } = createWalletErrorClassifier({
      connectErrorCode: (e) => ((e as Error).name === 'ProviderNotFoundError' ? 'PROVIDER_NOT_FOUND' : undefined),
    })
    const missing = Object.assign(new Error('no provider'), { name: 'ProviderNotFoundError' })
    expect(toConnectError(missing).message).toBe('Provider not found')
    expect(toConnectError(new Error('boom')).message).toBe('Failed to connect to the wallet')
  })

  it('passes what is already classified, and other request errors, through unchanged', () => {
    const { toConnectError, toWalletError } = createWalletErrorClassifier()
    const notFound = new FoyerError('CONNECTOR_NOT_FOUND')
    const declined = new UserRejectedError()
    expect(toConnectError(notFound)).toBe(notFound)
    expect(toConnectError(declined)).toBe(declined)
    const chainError = new ProviderRpcError(-32000, 'execution reverted')
    expect(toWalletError(chainError)).toBe(chainError)
  })

  it('takes the adapter’s own idea of a refusal', () => {
    const { toWalletError, isRejection } = createWalletErrorClassifier({
      isRejection: (e) => (e as Error).message === 'Approval denied',
    })
    expect(isRejection(new Error('Approval denied'))).toBe(true)
    expect(toWalletError(new Error('Approval denied'))).toBeInstanceOf(UserRejectedError)
    // Its own rule replaces the default: 4001 alone is not a refusal for this adapter.
    expect(toWalletError(refusal)).toBe(refusal)
  })
})
