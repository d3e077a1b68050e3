import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

export { bytesToHex, hexToBytes }

/** Bitcoin's hash: SHA-256 twice. */
export const sha256d = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes))

/** Txids and block hashes are shown byte-reversed (the "RPC order"); inside transactions and headers they are not. */
export const displayHex = (internal: Uint8Array): string => bytesToHex(Uint8Array.from(internal).reverse())

export const internalBytes = (display: string): Uint8Array => hexToBytes(display).reverse()

/** A txid or block hash as Esplora accepts it in a URL: 64 lowercase hex characters. */
export const isHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value)
