import { createWalletErrorClassifier } from '@foyer/core/internal'

// WalletTimeoutError lives in @foyer/core (shared by the client and every adapter); hosts get it from here too.
export { WalletTimeoutError } from '@foyer/core'

// Bitcoin wallets refuse with EIP-1193's 4001 (sats-connect's USER_REJECTION is -32000 with that wording) or a
// "User rejected" message: core's isUserRejection covers both, so the classifier uses it as it is.
const classifier = createWalletErrorClassifier()

export const isRejection = classifier.isRejection
/** What `connect` throws: the person's refusal as `UserRejectedError`, everything else as a catalogue error. */
export const toConnectError = classifier.toConnectError
/** A refusal stays recognisable (`UserRejectedError`); anything else is passed on with its own text. */
export const toWalletError = classifier.toWalletError
