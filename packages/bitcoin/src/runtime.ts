// Everything the adapter does with @scure/btc-signer and secp256k1: addresses, the accounts' networks, BIP-322,
// transfers. Loaded on first use through lazyRuntime.ts; nothing the package entry imports statically may import this.
export { decodeBitcoinAddress, isBitcoinAddress } from './address.js'
export { accountFits, chooseNetwork, sortAccounts } from './accounts.js'
export { verifyBitcoinMessage } from './bip322/verifyBitcoinMessage.js'
export { createBitcoinSiwxVerifier } from './siwx/createBitcoinSiwxVerifier.js'
export { finalizeSignedPsbt, prepareTransfer } from './transfer/prepareTransfer.js'
