// The EVM adapter's wallet errors: core's classifier (a refusal is EIP-1193 4001 or viem's UserRejectedRequestError),
// plus wagmi's ProviderNotFoundError as "Provider not found" when connecting (the wallet's extension went away).
import { createWalletErrorClassifier, hasErrorName } from '@foyer/core/internal'

export const { toConnectError, toWalletError } = createWalletErrorClassifier({
  connectErrorCode: (error) => (hasErrorName(error, 'ProviderNotFoundError') ? 'PROVIDER_NOT_FOUND' : undefined),
})
