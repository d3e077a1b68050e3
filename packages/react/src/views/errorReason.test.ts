import { NetworkUnreachableError } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { en } from '../messages/en.js'
import { errorReason } from './errorReason.js'

describe('errorReason', () => {
  it("says 'No connection' for a request that got no answer, in the modal's words", () => {
    expect(errorReason(new TypeError('Failed to fetch'), en)).toBe(
      'No connection to the server. Check your internet connection and try again.',
    )
    const viem = Object.assign(new Error('HTTP request failed.\n\nURL: http://127.0.0.1:8788/v1/convert/quotes'), {
      name: 'HttpRequestError',
    })
    expect(errorReason(viem, { ...en, noConnection: 'Keine Verbindung' })).toBe('Keine Verbindung')
  })

  it('says a request from this app is already open in the wallet, however the wallet words its -32002', () => {
    const metamask = Object.assign(new Error("Request of type 'eth_sendTransaction' already pending for origin"), {
      code: -32002,
    })
    expect(errorReason(metamask, en)).toBe(
      'A request from this app is already open in your wallet. Finish or close it there, then try again.',
    )
    expect(errorReason(Object.assign(new Error('Resource unavailable'), { code: -32002 }), en)).toBe(
      en.requestAlreadyOpen,
    )
  })

  it('keeps the name of the network core says did not answer, and every other error its own words', () => {
    expect(errorReason(new NetworkUnreachableError('Foyer Devnet'), en)).toBe(
      'No connection to Foyer Devnet. Check your internet connection and try again.',
    )
    expect(errorReason(new Error('This name is taken'), en)).toBe('This name is taken')
    expect(errorReason('plain text', en)).toBe('plain text')
  })
})
