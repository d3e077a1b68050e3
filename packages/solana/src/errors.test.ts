import { describe, expect, it } from 'vitest'
import { FoyerError, UserRejectedError } from '@foyer/core'
import { isRejection, reasonOf, toConnectError } from './errors.js'

describe('isRejection', () => {
  it("recognises wallets' refusals", () => {
    expect(isRejection(Object.assign(new Error('x'), { code: 4001 }))).toBe(true)
    expect(isRejection(new Error('User rejected the request.'))).toBe(true)
    expect(isRejection(new Error('Transaction rejected'))).toBe(true)
    expect(isRejection(new Error('Approval denied'))).toBe(true)
    expect(isRejection(new Error('outer', { cause: new UserRejectedError() }))).toBe(true)
  })

  it('never takes a chain error for a refusal', () => {
    expect(isRejection(Object.assign(new Error('Transaction rejected: BlockhashNotFound'), { code: -32002 }))).toBe(
      false,
    )
    expect(isRejection(Object.assign(new Error('transaction rejected'), { name: 'SolanaError' }))).toBe(false)
    expect(isRejection(new Error('Network request failed'))).toBe(false)
  })
})

describe('error mapping', () => {
  it('connect failures are CONNECT_FAILED, refusals UserRejectedError', () => {
    expect(toConnectError(new Error('boom')).message).toBe('Failed to connect to the wallet')
    expect(toConnectError(new Error('User rejected the request'))).toBeInstanceOf(UserRejectedError)
    const own = new FoyerError('PROVIDER_NOT_FOUND')
    expect(toConnectError(own)).toBe(own)
  })

  it('reasonOf gives the message, a string, or JSON', () => {
    expect(reasonOf(new Error('bad'))).toBe('bad')
    expect(reasonOf('text')).toBe('text')
    expect(reasonOf({ InstructionError: [0, 'Custom'] })).toBe('{"InstructionError":[0,"Custom"]}')
  })
})
