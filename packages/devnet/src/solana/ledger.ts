// The chain itself: litesvm plus what a validator keeps and litesvm does not, i.e. slots that advance, recent blockhashes
// that expire, and a record of every landed transaction (for getSignatureStatuses, getSignaturesForAddress,
// getTransaction and subscriptions). The RPC and WebSocket servers only translate to and from this.
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type CompiledTransactionMessage,
  type Instruction,
  type KeyPairSigner,
  type MaybeEncodedAccount,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { SOLANA_DEVNET_KEY_SEEDS } from './constants.js'
import { decodeMint, decodeTokenAccount, uiTokenAmount, type UiTokenAmount } from './token-parsing.js'
import { describeTransactionError, toRpcTransactionError, type RpcTransactionError } from './transaction-error.js'

/** Agave's default: a blockhash may be used for 150 blocks after the one that produced it. */
const BLOCKHASH_LIFETIME = 150
/** litesvm charges the default 5,000 lamports per signature (priority fees are not modelled). */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/** 1,000,000,000 SOL: the faucet never runs dry, and stays well under u64. */
const FAUCET_LAMPORTS = 10n ** 18n

export type TokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

export type TransactionRecord = {
  signature: string
  slot: number
  blockTime: number
  /** The transaction as sent (wire format). */
  wire: Uint8Array
  signatures: string[]
  message: CompiledMessage
  /** Static account keys (lookup tables are not resolved: litesvm has none unless a test creates one). */
  accountKeys: Address[]
  meta: {
    err: RpcTransactionError | null
    fee: bigint
    preBalances: bigint[]
    postBalances: bigint[]
    preTokenBalances: TokenBalance[]
    postTokenBalances: TokenBalance[]
    logMessages: string[]
    computeUnitsConsumed: bigint
  }
}

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

/** Legacy and v0 messages: what wallets send today, and what getTransaction's json encoding can describe. */
export type CompiledMessage = Exclude<CompiledTransactionMessage, { version: 1 }> & { lifetimeToken: string }

export type DecodedTransaction = {
  transaction: Transaction
  signature: string
  signatures: string[]
  message: CompiledMessage
}

const base58 = getBase58Decoder()

/** Parses wire bytes into litesvm's transaction type and the compiled message (for fees, history and balances). */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  const transaction = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(
    transaction.messageBytes,
  ) as CompiledTransactionMessage & { lifetimeToken: string }
  if (message.version === 1) throw new Error('version 1 transactions are not supported')
  // Unsigned slots decode as null; the RPC shows them as 64 zero bytes, like the wire format holds them.
  const signatures = Object.values(transaction.signatures).map((bytes) => base58.decode(bytes ?? new Uint8Array(64)))
  return { transaction, signature: signatures[0] ?? '1'.repeat(64), signatures, message }
}

export class SolanaLedger {
  readonly svm: LiteSVM
  #slot = 1
  readonly #records = new Map<string, TransactionRecord>()
  /** Signatures per account key, oldest first. */
  readonly #byAddress = new Map<string, string[]>()
  /** Blockhash → last block height at which it is still valid. */
  readonly #blockhashes = new Map<string, number>()
  readonly #listeners = new Set<(record: TransactionRecord) => void>()
  readonly #faucet: KeyPairSigner
  #transactionCount = 0

  private constructor(faucet: KeyPairSigner) {
    this.#faucet = faucet
    // litesvm only accepts its latest blockhash; a wallet holding a blockhash while another transaction lands would fail.
    // We check recency ourselves (#blockhashes, 150 blocks like Agave) and keep litesvm's check off.
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
    return this.#transactionCount
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.blockHeight + BLOCKHASH_LIFETIME }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.#blockhashes.get(blockhash)
    return lastValid !== undefined && this.blockHeight <= lastValid
  }

  /** Every landed transaction, newest first when read through signaturesFor. */
  record(signature: string): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): string[] {
    return [...(this.#byAddress.get(address) ?? [])].reverse()
  }

  onTransaction(listener: (record: TransactionRecord) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Runs the transaction against the current state without keeping anything. */
  simulate(decoded: DecodedTransaction, options: { sigVerify?: boolean } = {}): SimulationResult {
    const sigVerify = options.sigVerify ?? false
    if (this.#records.has(decoded.signature) && sigVerify)
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
    if (this.#records.has(decoded.signature)) throw new TransactionRejectedError('AlreadyProcessed')
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
    this.#records.set(record.signature, record)
    this.#transactionCount++
    for (const key of new Set(accountKeys)) {
      const list = this.#byAddress.get(key) ?? []
      list.push(record.signature)
      this.#byAddress.set(key, list)
    }
    for (const listener of this.#listeners) listener(record)
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
    const account = this.svm.getAccount(mint)
    if (!account.exists) return undefined
    return decodeMint(account.programAddress, account.data as Uint8Array)?.decimals
  }

  tokenBalances(accountKeys: readonly Address[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    accountKeys.forEach((key, accountIndex) => {
      const account = this.svm.getAccount(key)
      if (!account.exists) return
      const token = decodeTokenAccount(account.programAddress, account.data as Uint8Array)
      const decimals = token && this.decimalsOf(token.mint)
      if (!token || decimals === undefined) return
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return balances
  }

  /** A new slot: fresh blockhash (so a transaction cannot simply be replayed), clock at wall time, old hashes pruned. */
  #enterSlot(slot: number) {
    this.#slot = slot
    this.svm.expireBlockhash()
    this.svm.warpToSlot(BigInt(slot))
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
    this.#blockhashes.set(this.svm.latestBlockhash(), slot + BLOCKHASH_LIFETIME)
    for (const [hash, lastValid] of this.#blockhashes) {
      if (lastValid < slot) this.#blockhashes.delete(hash)
      else break // insertion order is slot order
    }
  }
}
