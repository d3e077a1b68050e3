// @foyer/bitcoin/bip322: the parts that need @scure/btc-signer and secp256k1, loaded at once: addresses per network,
// BIP-322 (message hash, virtual transactions, verification), the synchronous sign-in verifier, and transfers (coin
// selection, fee, change, dust, the PSBT). A server's verify route imports this.
export {
  InvalidBitcoinAddressError,
  decodeBitcoinAddress,
  isBitcoinAddress,
  type BitcoinAddressType,
  type DecodedAddress,
} from '../address.js'
export { BIP322_TAG, bip322MessageHash } from './messageHash.js'
export { toSignTransaction, toSpendTransaction } from './virtualTransactions.js'
export { legacyMessageHash } from './legacySignature.js'
export {
  verifyBitcoinMessage,
  type Bip322Format,
  type VerifyBitcoinMessageArgs,
  type VerifyBitcoinMessageResult,
} from './verifyBitcoinMessage.js'
export { createBitcoinSiwxVerifier, type BitcoinSiwxVerifierOptions } from '../siwx/createBitcoinSiwxVerifier.js'
export { formatBitcoinSiwxMessage } from '../siwx/formatBitcoinSiwxMessage.js'
export {
  BITCOIN_SIWX_HEADER_SUFFIX,
  BitcoinSiwxMessageError,
  parseBitcoinSiwxMessage,
  type BitcoinSiwxMessageField,
} from '../siwx/parseBitcoinSiwxMessage.js'
export { networkInfoOf, type BitcoinNetworkInfo } from '../networks.js'
export { planTransfer, type PlanTransferArgs } from '../transfer/planTransfer.js'
export { buildTransferPsbt, type BuildTransferPsbtArgs } from '../transfer/buildTransferPsbt.js'
export { finalizeSignedPsbt, prepareTransfer, type PrepareTransferArgs } from '../transfer/prepareTransfer.js'
