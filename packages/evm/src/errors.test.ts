import { describe, expect, it } from 'vitest'
import { FoyerError, UserRejectedError } from '@foyer/core'
import { ProviderNotFoundError } from '@wagmi/core'
import { UserRejectedRequestError } from 'viem'
import { toConnectError, toWalletError } from './errors.js'

describe('EVM wallet errors', () => {
  it('says "Provider not found" for wagmi’s ProviderNotFoundError, "Failed to connect to the wallet" otherwise', () => {
    const missing = toConnectError(new ProviderNotFoundError())
    expect(missing).toBeInstanceOf(FoyerError)
    expect(missing.message).toBe('Provider not found')
    expect(toConnectError(new Error('socket closed')).message).toBe('Failed to connect to the wallet')
  })

  it('recognises viem’s UserRejectedRequestError as the person declining', () => {
    const declined = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(toConnectError(declined)).toBeInstanceOf(UserRejectedError)
    expect(toWalletError(declined)).toBeInstanceOf(UserRejectedError)
  })
})
