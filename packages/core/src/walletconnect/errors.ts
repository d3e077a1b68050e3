import { FoyerError } from '../errors.js'

/**
 * The cause of the CONNECT_FAILED a WalletConnect attempt rejects with when it was cancelled (resetWcConnection, a
 * newer connectWalletConnect, destroy) rather than failing: a view can ignore it.
 */
export class WalletConnectCancelledError extends Error {
  constructor() {
    super('The WalletConnect attempt was cancelled')
    this.name = 'WalletConnectCancelledError'
  }
}
export const cancelledError = () => new FoyerError('CONNECT_FAILED', { cause: new WalletConnectCancelledError() })
