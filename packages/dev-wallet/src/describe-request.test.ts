import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeMessage, describeRequest, originHost } from './describe-request.js'
import type { PendingRequest } from './types.js'

const base = {
  id: 1,
  origin: 'http://127.0.0.1:5173',
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  accountIndex: 0,
  chain: { id: 31337, name: 'Foyer Devnet' },
} as const

const rows = (request: PendingRequest) => Object.fromEntries(describeRequest(request).rows)

describe('describeRequest', () => {
  it('asks to connect to the page’s host', () => {
    expect(describeRequest({ ...base, method: 'eth_requestAccounts' }).title).toBe('Connect to 127.0.0.1:5173')
    expect(rows({ ...base, method: 'wallet_requestPermissions' })).toMatchObject({
      Origin: 'http://127.0.0.1:5173',
      Account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (#0)',
      Network: 'Foyer Devnet (31337)',
    })
  })

  it('shows a personal_sign message as text', () => {
    const request: PendingRequest = {
      ...base,
      method: 'personal_sign',
      message: stringToHex('Sign in to Foyer\nNonce: 42'),
    }
    expect(describeRequest(request).title).toBe('Sign message')
    expect(rows(request).Message).toBe('Sign in to Foyer\nNonce: 42')
  })

  it('summarises a transaction: to, value in ETH, data size, chain', () => {
    const request: PendingRequest = {
      ...base,
      method: 'eth_sendTransaction',
      transaction: {
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: 1_500_000_000_000_000_000n,
        data: '0xa9059cbb00',
      },
    }
    expect(describeRequest(request).title).toBe('Send transaction')
    expect(rows(request)).toMatchObject({
      To: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      Value: '1.5 ETH',
      Data: '5 bytes',
      Network: 'Foyer Devnet (31337)',
    })
    expect(rows({ ...base, method: 'eth_sendTransaction', transaction: {} })).toMatchObject({
      To: 'New contract',
      Value: '0 ETH',
      Data: 'none',
    })
  })

  it('names the typed data’s primary type and domain', () => {
    const request: PendingRequest = {
      ...base,
      method: 'eth_signTypedData_v4',
      typedData: { domain: { name: 'Foyer Mail' }, types: { Mail: [] }, primaryType: 'Mail', message: {} },
    }
    expect(describeRequest(request).title).toBe('Sign typed data')
    expect(rows(request)).toMatchObject({ Type: 'Mail', Domain: 'Foyer Mail' })
  })

  it('describes a network to add', () => {
    const request: PendingRequest = {
      ...base,
      method: 'wallet_addEthereumChain',
      chainToAdd: { id: 1337, name: 'Other devnet', rpcUrl: 'http://127.0.0.1:9545' },
    }
    expect(describeRequest(request).title).toBe('Add network')
    expect(rows(request)).toMatchObject({
      Network: 'Other devnet',
      'Chain ID': '1337',
      'RPC URL': 'http://127.0.0.1:9545',
    })
  })
})

describe('helpers', () => {
  it('keeps a non-UTF-8 message as hex and a plain string as is', () => {
    expect(decodeMessage('0xff00')).toBe('0xff00')
    expect(decodeMessage('hello')).toBe('hello')
    expect(originHost('not a url')).toBe('not a url')
  })
})
