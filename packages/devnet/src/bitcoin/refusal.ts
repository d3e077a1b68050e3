/**
 * A transaction the devnet will not take, with Bitcoin Core's reject reason (so code that reads bitcoind's or
 * electrs' answers reads ours) and a detail saying what exactly was wrong. POST /tx answers it as HTTP 400 with
 * Esplora's text: `sendrawtransaction RPC error: {"code":-26,"message":"dust, …"}`.
 */
export class TransactionRefusedError extends Error {
  /** Core's RPC error code: -22 undecodable, -25 missing or spent inputs, -26 refused by policy or consensus, -27 known. */
  readonly code: number
  /** Core's reject reason alone, e.g. 'dust', 'txn-mempool-conflict', 'min relay fee not met'. */
  readonly reason: string
  constructor(code: number, reason: string, detail?: string) {
    super(detail ? `${reason}, ${detail}` : reason)
    this.name = 'TransactionRefusedError'
    this.code = code
    this.reason = reason
  }
}
