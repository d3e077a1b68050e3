// The chain itself: litesvm plus what a validator keeps and litesvm does not, i.e. slots that advance, recent blockhashes
// that expire, and a record of every landed transaction (for getSignatureStatuses, getSignaturesForAddress,
// getTransaction and subscriptions). The RPC and WebSocket servers only translate to and from this.
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { SOLANA_DEVNET_KEY_SEEDS } from './constants.js'
import { decodeTransaction, type DecodedTransaction } from './decode-transaction.js'
import { BLOCKHASH_LIFETIME, RecentBlockhashes } from './recent-blockhashes.js'
import { mintDecimals, tokenBalances } from './token-balances.js'
import { TransactionHistory, type TokenBalance, type TransactionRecord } from './transaction-history.js'
import { describeTransactionError, toRpcTransactionError, type RpcTransactionError } from './transaction-error.js'

export { decodeTransaction, type CompiledMessage, type DecodedTransaction } from './decode-transaction.js'
export type { TokenBalance, TransactionRecord } from './transaction-history.js'

/** litesvm charges the default 5,000 lamports per signature (priority fees are not modelled). */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/** 1,000,000,000 SOL: the faucet never runs dry, and stays well under u64. */
const FAUCET_LAMPORTS = 10n ** 18n

/** A transaction the chain refused before it landed (preflight failure, stale blockhash, replay): nothing was recorded. */
export class TransactionRejectedError extends Error {
  constructor(
    readonly err: RpcTransactionError,
    readonly logs: string[] = [],
    readonly unitsConsumed = 0n,
  ) {
    super(describeTransactionError(err))
    this.name = 'TransactionRejectedError'
  }
}

export type SimulationResult = {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  /** Accounts the transaction would leave changed (successful simulations only): for simulateTransaction's `accounts`. */
  postAccounts?: MaybeEncodedAccount[]
}

export class SolanaLedger {
  readonly svm: LiteSVM
  #slot = 1
  readonly #history = new TransactionHistory()
  readonly #blockhashes = new RecentBlockhashes()
  readonly #faucet: KeyPairSigner

  private constructor(faucet: KeyPairSigner) {
    this.#faucet = faucet
    // Recency is checked by #blockhashes (150 blocks, like Agave), so litesvm's latest-blockhash-only check is off.
    this.svm = new LiteSVM().withBlockhashCheck(false).withSigverify(true)
    this.svm.setAccount({
      address: faucet.address,
      executable: false,
      lamports: lamports(FAUCET_LAMPORTS),
      programAddress: '11111111111111111111111111111111' as Address,
      space: 0n,
      data: new Uint8Array(),
    })
    this.#enterSlot(1)
  }

  static async create(): Promise<SolanaLedger> {
    return new SolanaLedger(await createKeyPairSignerFromPrivateKeyBytes(SOLANA_DEVNET_KEY_SEEDS.faucet))
  }

  get slot(): number {
    return this.#slot
  }

  /** One block per slot, none skipped, so block height and slot are the same number. */
  get blockHeight(): number {
    return this.#slot
  }

  get transactionCount(): number {
    return this.#history.count
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.blockHeight + BLOCKHASH_LIFETIME }
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.#blockhashes.isValid(blockhash, this.blockHeight)
  }

  /** Every landed transaction, newest first when read through signaturesFor. */
  record(signature: string): TransactionRecord | undefined {
    return this.#history.record(signature)
  }

  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): string[] {
    return this.#history.signaturesFor(address)
  }

  onTransaction(listener: (record: TransactionRecord) => void): () => void {
    return this.#history.onTransaction(listener)
  }

  /** Runs the transaction against the current state without keeping anything. */
  simulate(decoded: DecodedTransaction, options: { sigVerify?: boolean } = {}): SimulationResult {
    const sigVerify = options.sigVerify ?? false
    if (this.#history.has(decoded.signature) && sigVerify)
      return { err: 'AlreadyProcessed', logs: [], unitsConsumed: 0n }
    // Simulations usually come unsigned (fee and compute estimates); litesvm's switch is flipped just for this call.
    this.svm.withSigverify(sigVerify)
    try {
      const result = this.svm.simulateTransaction(decoded.transaction)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: toRpcTransactionError(result.err()),
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
        }
      }
      const meta = result.meta()
      const postAccounts = result.postAccounts().map((account) => ({ ...account, exists: true }) as MaybeEncodedAccount)
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts }
    } catch (error) {
      // kit's assertIsFullySignedTransaction, inside litesvm's wrapper, throws for a missing signature.
      if (sigVerify) return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n }
      throw error
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * Lands a transaction, like sendTransaction on a validator: refused (TransactionRejectedError, nothing recorded) if it
   * is a replay, its blockhash is unknown or expired, or (unless skipPreflight) it would fail; otherwise it is executed
   * in a new slot and recorded, failed or not (a failed transaction still pays its fee, as on a real chain).
   */
  execute(wire: Uint8Array, options: { skipPreflight?: boolean } = {}): TransactionRecord {
    const decoded = decodeTransaction(wire)
    if (this.#history.has(decoded.signature)) throw new TransactionRejectedError('AlreadyProcessed')
    if (!this.isBlockhashValid(decoded.message.lifetimeToken)) throw new TransactionRejectedError('BlockhashNotFound')
    if (!options.skipPreflight) {
      const simulation = this.simulate(decoded, { sigVerify: true })
      if (simulation.err !== null)
        throw new TransactionRejectedError(simulation.err, simulation.logs, simulation.unitsConsumed)
    }

    const accountKeys = [...decoded.message.staticAccounts]
    const preBalances = accountKeys.map((key) => this.svm.getBalance(key) ?? 0n)
    const preTokenBalances = this.tokenBalances(accountKeys)
    let result
    try {
      result = this.svm.sendTransaction(decoded.transaction)
    } catch {
      throw new TransactionRejectedError('SignatureFailure')
    }
    const failed = result instanceof FailedTransactionMetadata
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const err = result instanceof FailedTransactionMetadata ? toRpcTransactionError(result.err()) : null
    const postBalances = accountKeys.map((key) => this.svm.getBalance(key) ?? 0n)
    // Errors raised while loading (no fee payer, fee not affordable, bad signature) mean the transaction never made it
    // into a block: the fee payer's balance is untouched, and a real validator would drop it rather than record it.
    if (failed && typeof err === 'string' && preBalances[0] === postBalances[0])
      throw new TransactionRejectedError(err, meta.logs())

    this.#enterSlot(this.#slot + 1)
    const record: TransactionRecord = {
      signature: decoded.signature,
      slot: this.#slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: Uint8Array.from(wire),
      signatures: decoded.signatures,
      message: decoded.message,
      accountKeys,
      meta: {
        err,
        fee: LAMPORTS_PER_SIGNATURE * BigInt(decoded.message.header.numSignerAccounts),
        preBalances,
        postBalances,
        preTokenBalances,
        postTokenBalances: this.tokenBalances(accountKeys),
        logMessages: meta.logs(),
        computeUnitsConsumed: meta.computeUnitsConsumed(),
      },
    }
    this.#history.add(record)
    return record
  }

  /** Signs with `signers` (the first pays) and lands the instructions; for the faucet and the seed. */
  async sendInstructions(instructions: readonly Instruction[], feePayer: KeyPairSigner): Promise<TransactionRecord> {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(feePayer, m),
      (m) => {
        const { blockhash, lastValidBlockHeight } = this.latestBlockhash()
        return setTransactionMessageLifetimeUsingBlockhash(
          { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
          m,
        )
      },
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const record = this.execute(getTransactionEncoder().encode(signed) as Uint8Array)
    if (record.meta.err !== null)
      throw new Error(`@foyer/devnet: a devnet transaction failed: ${describeTransactionError(record.meta.err)}`)
    return record
  }

  /** A transfer from the devnet's faucet: requestAirdrop is an ordinary, recorded transaction. */
  airdrop(to: Address, amount: bigint): Promise<TransactionRecord> {
    return this.sendInstructions(
      [getTransferSolInstruction({ source: this.#faucet, destination: to, amount })],
      this.#faucet,
    )
  }

  get faucet(): KeyPairSigner {
    return this.#faucet
  }

  /** Mint decimals, for token balances and jsonParsed (undefined if `mint` is not a mint). */
  decimalsOf(mint: Address): number | undefined {
    return mintDecimals(this.svm, mint)
  }

  tokenBalances(accountKeys: readonly Address[]): TokenBalance[] {
    return tokenBalances(this.svm, accountKeys)
  }

  /** A new slot: fresh blockhash (so a transaction cannot simply be replayed), clock at wall time, old hashes pruned. */
  #enterSlot(slot: number) {
    this.#slot = slot
    this.svm.expireBlockhash()
    this.svm.warpToSlot(BigInt(slot))
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
    this.#blockhashes.enter(this.svm.latestBlockhash(), slot)
  }
}
