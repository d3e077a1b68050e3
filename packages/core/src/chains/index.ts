export { defineChain } from './define-chain.js'
export * from './evm.js'
export * from './solana.js'
export * from './bitcoin.js'
