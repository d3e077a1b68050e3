// Everything the adapter does with @solana/kit: the RPC client and reads, transfers, and the wallet's transactions.
// Loaded on first use through lazyRuntime.ts; nothing that the adapter's entry imports statically may import this.
export { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
export { createRpcCache, fetchLamports, fetchTransactionStatus, type RpcCache, type SolanaRpc } from './rpc.js'
export { fetchTokenBalances } from './tokens.js'
export { prepareSolTransfer, prepareSplTransfer, toSplError, type TransactionVersion } from './send.js'
export { decodeSignedTransaction, signAndSendWithWallet } from './walletTransactions.js'
