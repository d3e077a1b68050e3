// What a send refuses before the wallet is asked, where the spec has no text of its own ('Amount must be greater than
// 0' and 'Insufficient token balance' are core's catalogue errors). The native-currency texts follow the spec's
// Solana ones, with the network's own symbol.

/** A recipient that is not an EIP-55 address (malformed, or mixed case with a checksum that does not match). */
export class InvalidRecipientError extends TypeError {
  constructor(recipient: string) {
    super(`${JSON.stringify(recipient)} is not an EVM address`)
    this.name = 'InvalidRecipientError'
  }
}

/** An amount that is a number but cannot be sent as typed (not a plain decimal, or finer than the token's decimals). */
export class InvalidAmountError extends RangeError {
  constructor(symbol: string, reason: string) {
    super(`Invalid ${symbol} amount: ${reason}`)
    this.name = 'InvalidAmountError'
  }
}

/** The native balance cannot pay the amount (`transfer`) or, with the amount, the network fee (`fee`). */
export class NotEnoughNativeError extends Error {
  readonly reason: 'transfer' | 'fee'
  constructor(symbol: string, reason: 'transfer' | 'fee') {
    super(
      reason === 'transfer'
        ? `Not enough ${symbol} to cover this transfer`
        : `Not enough ${symbol} to cover the network fee`,
    )
    this.name = 'NotEnoughNativeError'
    this.reason = reason
  }
}

/** The token is not an ERC-20 on this network, or its contract disagrees with the decimals the amount was typed in. */
export class UnusableTokenError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnusableTokenError'
  }
}

/** The node's dry run of the transfer failed (a paused token, a recipient contract that refuses ether…). */
export class TransferWouldFailError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`This transfer would fail: ${reason}`, options)
    this.name = 'TransferWouldFailError'
  }
}

/** The connected wallet is on another chain than the one the send is for. */
export class WrongWalletChainError extends Error {
  constructor(walletChainId: number, network: { name: string; id: number | string }) {
    super(`The wallet is on chain ${walletChainId}, not ${network.name} (${String(network.id)})`)
    this.name = 'WrongWalletChainError'
  }
}
