// The spec's §8 error catalogue, word for word. The UI shows these texts verbatim; never reword them here.
export const ErrorText = {
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
  SPL_TRANSACTION_FAILED: 'Failed to create SPL token transaction: ',
  AMOUNT_NOT_POSITIVE: 'Amount must be greater than 0',
  PROVIDER_NOT_FOUND: 'Provider not found',
  CONNECTION_NOT_SET: 'Connection is not set',
  RPC_URL_NOT_FOUND: 'RPC URL not found for chainId',
  CONNECTOR_NOT_FOUND: 'Connector not found',
  PROVIDER_UNDEFINED: 'provider is undefined',
} as const

export type ErrorCode = keyof typeof ErrorText

/** An error whose message is one of the catalogue's texts; `code` names which. */
export class FoyerError extends Error {
  readonly code: ErrorCode
  constructor(code: ErrorCode, options?: { cause?: unknown; detail?: string }) {
    super(
      ErrorText[code] + (options?.detail ?? ''),
      options?.cause === undefined ? undefined : { cause: options.cause },
    )
    this.name = 'FoyerError'
    this.code = code
  }
}

/** The person declined in the wallet (EIP-1193 code 4001 or the wallet's own wording). */
export class UserRejectedError extends Error {
  readonly code = 4001
  constructor(message = 'User rejected the request', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UserRejectedError'
  }
}

/**
 * The account is no longer on the network a transfer was prepared for (the wallet moved while it was reviewed):
 * nothing was sent. A token's address on one chain means nothing on another, so it is never sent on the new one.
 */
export class NetworkChangedError extends Error {
  /** The network the transfer was prepared for. */
  readonly expected: string
  /** The network the account is on now. */
  readonly actual: string
  constructor(expected: string, actual: string) {
    super(`The wallet is now on ${actual}, not ${expected} as when this was prepared: nothing was sent`)
    this.name = 'NetworkChangedError'
    this.expected = expected
    this.actual = actual
  }
}

/**
 * A network's node or an API gave no answer (down, unreachable, too slow, or failing on its side): nothing was decided
 * about the request itself, and the same request may work once the connection is back. The message names what could
 * not be reached, in place of the browser's "Failed to fetch" or a client library's request dump.
 */
export class NetworkUnreachableError extends Error {
  /** What could not be reached: a network's name, or undefined for the app's server. */
  readonly target: string | undefined
  constructor(target?: string, options?: { cause?: unknown }) {
    super(`No connection to ${target ?? 'the server'}. Check your internet connection and try again.`, options)
    this.name = 'NetworkUnreachableError'
    this.target = target
  }
}

/** A spec §6 refusal: the method is neither safe nor one that asks the person. */
export class RpcNotAllowedError extends FoyerError {
  readonly method: string
  /** The UI's wording for the same refusal. */
  readonly uiMessage = ErrorText.RPC_NOT_ALLOWED_UI
  constructor(method: string) {
    super('RPC_NOT_ALLOWED')
    this.name = 'RpcNotAllowedError'
    this.method = method
  }
}

/** Invalid options given to `createFoyerClient`: names the option and what is wrong with it. */
export class FoyerOptionsError extends Error {
  constructor(message: string) {
    super(`Invalid Foyer options: ${message}`)
    this.name = 'FoyerOptionsError'
  }
}

// A wallet's error as it may reach us: itself, or wrapped (viem, wagmi and our adapters keep the original as `cause`).
interface ErrorShape {
  code?: unknown
  name?: unknown
  message?: unknown
}

/** Whether `test` holds for the error or any of its causes (a few levels deep; cycles end there). */
function anyCause(error: unknown, test: (candidate: ErrorShape) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++)
    if (test(e as ErrorShape)) return true
  return false
}

const messageMatches = (candidate: ErrorShape, pattern: RegExp): boolean =>
  typeof candidate.message === 'string' && pattern.test(candidate.message)

/**
 * True when a wallet refused a request because one from this site is already waiting in it: EIP-1193's -32002
 * ("resource unavailable"; MetaMask's "Request of type 'wallet_requestPermissions' already pending"), as such, as
 * viem's ResourceUnavailableRpcError, or wrapped by a connector.
 */
export function isRequestAlreadyPending(error: unknown): boolean {
  return anyCause(
    error,
    (e) => e.code === -32002 || e.name === 'ResourceUnavailableRpcError' || messageMatches(e, /\balready pending\b/i),
  )
}

/**
 * True when the wallet does not offer what was asked: EIP-1193's 4200 (unsupported method), JSON-RPC's -32601
 * (method not found), viem's errors for both, or wagmi's connector without a network switch.
 */
export function isUnsupportedMethod(error: unknown): boolean {
  return anyCause(
    error,
    (e) =>
      e.code === 4200 ||
      e.code === -32601 ||
      e.name === 'UnsupportedProviderMethodError' ||
      e.name === 'MethodNotFoundRpcError' ||
      e.name === 'SwitchChainNotSupportedError',
  )
}

/** True for a wallet's "the user said no" in any of its common shapes (EIP-1193 4001, viem's UserRejectedRequestError). */
export function isUserRejection(error: unknown): boolean {
  return anyCause(
    error,
    (e) =>
      e.code === 4001 ||
      e.code === 'ACTION_REJECTED' ||
      e.name === 'UserRejectedRequestError' ||
      e.name === 'UserRejectedError' ||
      messageMatches(
        e,
        /\buser (rejected|denied|declined|cancel)|\b(rejected|denied|declined|cancel+ed) by (the )?user\b/i,
      ),
  )
}

// The words browsers (Chromium, Firefox, Safari) and Node's fetch put in the TypeError of a request that got no answer.
const FETCH_FAILED =
  /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed|fetch failed|network request failed)$/i
// @solana/kit's SolanaError code for an HTTP transport error (SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR).
const SOLANA_TRANSPORT_HTTP_ERROR = 8100002

/**
 * True when a request got no usable answer from its node or server: fetch's network failure (the TypeError each browser
 * words its own way), viem's HttpRequestError (without a status, or 5xx, 408 or 429) and TimeoutError, @solana/kit's
 * HTTP transport error for those statuses, or a NetworkUnreachableError; as such or as a cause. Not for answers that
 * refuse the request itself (4xx, a revert, a JSON-RPC error): those say why.
 */
export function isNetworkUnreachable(error: unknown): boolean {
  const noAnswer = (status: unknown) =>
    status === undefined || (typeof status === 'number' && (status >= 500 || status === 408 || status === 429))
  return anyCause(error, (e) => {
    if (e.name === 'NetworkUnreachableError' || e.name === 'TimeoutError') return true
    if (e.name === 'TypeError') return messageMatches(e, FETCH_FAILED)
    if (e.name === 'HttpRequestError') return noAnswer((e as { status?: unknown }).status)
    if (e.name === 'SolanaError') {
      const context = (e as { context?: { __code?: unknown; statusCode?: unknown } }).context
      return context?.__code === SOLANA_TRANSPORT_HTTP_ERROR && noAnswer(context.statusCode)
    }
    return false
  })
}
