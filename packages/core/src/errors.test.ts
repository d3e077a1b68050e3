import { describe, expect, it } from 'vitest'
import {
  ErrorText,
  FoyerError,
  NetworkUnreachableError,
  isNetworkUnreachable,
  isRequestAlreadyPending,
  isUnsupportedMethod,
  isUserRejection,
} from './errors.js'

describe('error catalogue (spec §8)', () => {
  it('carries the spec texts word for word', () => {
    expect(ErrorText).toMatchObject({
      AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      SIGNATURE_DECLINED: 'Signature declined',
      SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
      DISCONNECT_FAILED: 'Failed to disconnect',
      GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
      SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
      SIWX_NOT_ENABLED: 'SIWX is not enabled',
      NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
      NO_ACTIVE_CAIP_NETWORK: 'No ActiveCaipNetwork or client found',
      NO_CONNECTION_CLIENT: 'No ConnectionController client found',
      RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
      RPC_NOT_ALLOWED_UI: 'Action not allowed',
      SOL_FEES_OR_RENT: 'Not enough SOL to cover fees or rent',
      SOL_TRANSFER: 'Not enough SOL to cover this transfer',
      CONNECT_FAILED: 'Failed to connect to the wallet',
      WALLET_NOT_CONNECTED: 'Wallet not connected',
      NO_TOKEN_ACCOUNT: 'Sender does not have a token account for this mint',
      INSUFFICIENT_TOKEN_BALANCE: 'Insufficient token balance',
      MINT_NOT_FOUND: 'Mint account not found',
      UNKNOWN_MINT_OWNER: 'Unknown mint owner program',
      AMOUNT_NOT_POSITIVE: 'Amount must be greater than 0',
      PROVIDER_NOT_FOUND: 'Provider not found',
      CONNECTION_NOT_SET: 'Connection is not set',
      RPC_URL_NOT_FOUND: 'RPC URL not found for chainId',
      CONNECTOR_NOT_FOUND: 'Connector not found',
      PROVIDER_UNDEFINED: 'provider is undefined',
    })
    expect(new FoyerError('SPL_TRANSACTION_FAILED', { detail: 'boom' }).message).toBe(
      'Failed to create SPL token transaction: boom',
    )
  })
  it('recognise user rejections in their common shapes', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(
      isUserRejection(Object.assign(new Error('User rejected the request.'), { name: 'UserRejectedRequestError' })),
    ).toBe(true)
    expect(isUserRejection(new Error('timeout'))).toBe(false)
  })
  it('recognise the wordings wallets use without a code', () => {
    for (const words of ['User rejected the request.', 'User declined', 'user canceled', 'Request cancelled by user'])
      expect(isUserRejection(new Error(words)), words).toBe(true)
    for (const words of ['Transaction rejected: insufficient funds', 'Superuser denied nothing', 'network error'])
      expect(isUserRejection(new Error(words)), words).toBe(false)
  })
  it('recognise a request already waiting in the wallet (EIP-1193 -32002), as such, by viem and wrapped', () => {
    expect(isRequestAlreadyPending({ code: -32002 })).toBe(true)
    expect(isRequestAlreadyPending(new FoyerError('CONNECT_FAILED', { cause: { code: -32002 } }))).toBe(true)
    expect(
      isRequestAlreadyPending(
        Object.assign(new Error('Requested resource not available.'), { name: 'ResourceUnavailableRpcError' }),
      ),
    ).toBe(true)
    expect(
      isRequestAlreadyPending(new Error("Request of type 'wallet_requestPermissions' already pending for origin x")),
    ).toBe(true)
    expect(isRequestAlreadyPending({ code: 4001 })).toBe(false)
    expect(isRequestAlreadyPending(new Error('timeout'))).toBe(false)
  })
  it('recognise a method the wallet does not offer (4200, -32601), as such, by viem and wagmi, and wrapped', () => {
    expect(isUnsupportedMethod({ code: 4200 })).toBe(true)
    expect(isUnsupportedMethod(new Error('switch failed', { cause: { code: -32601 } }))).toBe(true)
    expect(isUnsupportedMethod(Object.assign(new Error('x'), { name: 'SwitchChainNotSupportedError' }))).toBe(true)
    expect(isUnsupportedMethod(Object.assign(new Error('x'), { name: 'MethodNotFoundRpcError' }))).toBe(true)
    expect(isUnsupportedMethod({ code: 4001 })).toBe(false)
    expect(isUnsupportedMethod(new Error('The requested method is not supported'))).toBe(false)
  })
  it('stop following causes that loop', () => {
    const looped: { code: number; cause?: unknown } = { code: 1 }
    looped.cause = looped
    expect(isUserRejection(looped)).toBe(false)
  })
})

describe('isNetworkUnreachable', () => {
  const named = (name: string, message: string, extra: object = {}) =>
    Object.assign(new Error(message), { name }, extra)

  it("knows each browser's fetch failure, viem's transport errors and @solana/kit's, as such or as a cause", () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'fetch failed',
    ])
      expect(isNetworkUnreachable(new TypeError(message))).toBe(true)
    expect(isNetworkUnreachable(named('HttpRequestError', 'HTTP request failed.'))).toBe(true)
    expect(isNetworkUnreachable(named('HttpRequestError', 'HTTP request failed.', { status: 502 }))).toBe(true)
    expect(isNetworkUnreachable(named('HttpRequestError', 'HTTP request failed.', { status: 429 }))).toBe(true)
    expect(isNetworkUnreachable(named('TimeoutError', 'The request took too long to respond.'))).toBe(true)
    const kit = (statusCode: number) => named('SolanaError', 'HTTP error', { context: { __code: 8100002, statusCode } })
    expect(isNetworkUnreachable(kit(503))).toBe(true)
    expect(isNetworkUnreachable(new Error('Estimate failed', { cause: new TypeError('Failed to fetch') }))).toBe(true)
    expect(isNetworkUnreachable(new NetworkUnreachableError('Foyer Devnet'))).toBe(true)
  })

  it('leaves answers that refuse the request itself to say why', () => {
    expect(isNetworkUnreachable(named('HttpRequestError', 'HTTP request failed.', { status: 401 }))).toBe(false)
    expect(
      isNetworkUnreachable(named('SolanaError', 'HTTP error', { context: { __code: 8100002, statusCode: 400 } })),
    ).toBe(false)
    expect(isNetworkUnreachable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isNetworkUnreachable(new FoyerError('SOL_TRANSFER'))).toBe(false)
    expect(isNetworkUnreachable(Object.assign(new Error('execution reverted'), { code: -32000 }))).toBe(false)
    expect(isNetworkUnreachable(undefined)).toBe(false)
  })

  it('names what could not be reached', () => {
    expect(new NetworkUnreachableError('Foyer Devnet').message).toBe(
      'No connection to Foyer Devnet. Check your internet connection and try again.',
    )
    expect(new NetworkUnreachableError().message).toBe(
      'No connection to the server. Check your internet connection and try again.',
    )
  })
})
