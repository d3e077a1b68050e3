/** Agave's default: a blockhash may be used for 150 blocks after the one that produced it. */
export const BLOCKHASH_LIFETIME = 150

/**
 * Which blockhashes a transaction may still name. litesvm only accepts its latest one; a wallet holding a blockhash
 * while another transaction lands would fail, so the ledger checks recency here instead.
 */
export class RecentBlockhashes {
  /** Blockhash → last block height at which it is still valid, in slot order. */
  readonly #lastValid = new Map<string, number>()

  /** The blockhash of a new slot; those that expired before it are forgotten. */
  enter(blockhash: string, slot: number) {
    this.#lastValid.set(blockhash, slot + BLOCKHASH_LIFETIME)
    for (const [hash, lastValid] of this.#lastValid) {
      if (lastValid < slot) this.#lastValid.delete(hash)
      else break // insertion order is slot order
    }
  }

  isValid(blockhash: string, blockHeight: number): boolean {
    const lastValid = this.#lastValid.get(blockhash)
    return lastValid !== undefined && blockHeight <= lastValid
  }
}
