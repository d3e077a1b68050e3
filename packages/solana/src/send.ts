// Builds SOL and SPL transfers after the spec's checks (§8, §9). The wallet signs (and usually submits) the bytes.
import {
  address as toAddress,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit'
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { FoyerError, UserRejectedError } from '@foyer/core'
import { parseAmount } from './amount.js'
import {
  COMPUTE_UNIT_PRICE_MICRO_LAMPORTS,
  MINT_DECIMALS_OFFSET,
  MINT_SIZE,
  SOL_DECIMALS,
  SOL_TRANSFER_COMPUTE_UNIT_LIMIT,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  TOKEN_TRANSFER_COMPUTE_UNIT_LIMIT,
  estimateFeeLamports,
} from './constants.js'
import { InvalidRecipientError, reasonOf } from './errors.js'
import { fetchAccount, readU64, type SolanaRpc } from './rpc.js'

export type TransactionVersion = 'legacy' | 0

export interface PreparedTransfer {
  /** The unsigned transaction in wire format (signature slots zeroed). */
  transaction: Uint8Array
  /** Base units sent (lamports or token units). */
  amount: bigint
}

type Lifetime = Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0]

function buildTransaction(
  version: TransactionVersion,
  feePayer: Address,
  lifetime: Lifetime,
  instructions: Instruction[],
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

async function latestBlockhash(rpc: SolanaRpc): Promise<Lifetime> {
  const { value } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  return value
}

function computeBudget(unitLimit: number): Instruction[] {
  return [
    getSetComputeUnitPriceInstruction({ microLamports: COMPUTE_UNIT_PRICE_MICRO_LAMPORTS }),
    getSetComputeUnitLimitInstruction({ units: unitLimit }),
  ]
}

/**
 * A SOL transfer from `from` to `to`, checked before the wallet is asked:
 * - `Amount must be greater than 0` for zero, negative or non-numeric amounts;
 * - `Not enough SOL to cover fees or rent` when the sender has never been credited (0 lamports);
 * - `Not enough SOL to cover this transfer` when the balance is below the amount;
 * - `Not enough SOL to cover fees or rent` when it is below amount + fee, when the sender would be left with a
 *   balance below the rent-exempt minimum, or when a new recipient would get less than the rent-exempt minimum.
 */
export async function prepareSolTransfer(
  rpc: SolanaRpc,
  args: { from: string; to: string; amount: string; version?: TransactionVersion },
): Promise<PreparedTransfer> {
  const parsed = parseAmount(args.amount, SOL_DECIMALS)
  if (!parsed.ok && parsed.reason === 'not-positive') throw new FoyerError('AMOUNT_NOT_POSITIVE')
  if (!parsed.ok) throw new RangeError(`Invalid SOL amount: ${parsed.message}`)
  if (!isAddress(args.to)) throw new InvalidRecipientError(args.to)
  const from = toAddress(args.from)
  const to = toAddress(args.to)
  const amount = parsed.value

  const [{ value: lamports }, rentMinimum] = await Promise.all([
    rpc.getBalance(from, { commitment: 'confirmed' }).send(),
    rpc.getMinimumBalanceForRentExemption(0n).send(),
  ])
  const fee = estimateFeeLamports(SOL_TRANSFER_COMPUTE_UNIT_LIMIT)
  if (lamports === 0n) throw new FoyerError('SOL_FEES_OR_RENT')
  if (lamports < amount) throw new FoyerError('SOL_TRANSFER')
  if (lamports < amount + fee) throw new FoyerError('SOL_FEES_OR_RENT')
  const remaining = lamports - amount - fee
  if (remaining > 0n && remaining < rentMinimum) throw new FoyerError('SOL_FEES_OR_RENT')
  if (to !== from && amount < rentMinimum) {
    const { value: recipientLamports } = await rpc.getBalance(to, { commitment: 'confirmed' }).send()
    if (recipientLamports === 0n) throw new FoyerError('SOL_FEES_OR_RENT')
  }

  const instructions: Instruction[] = [
    ...computeBudget(SOL_TRANSFER_COMPUTE_UNIT_LIMIT),
    getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount }),
  ]
  return {
    transaction: buildTransaction(args.version ?? 'legacy', from, await latestBlockhash(rpc), instructions),
    amount,
  }
}

/**
 * An SPL (Token or Token-2022) transfer to the recipient's associated token account, created when missing. Checked
 * before the wallet is asked, in this order:
 * - `Amount must be greater than 0`;
 * - `Mint account not found`; `Unknown mint owner program` (not Token / Token-2022);
 * - decimals valid and the amount representable with them, else `Failed to create SPL token transaction: <reason>`;
 * - `Sender does not have a token account for this mint`; `Insufficient token balance`;
 * - `Not enough SOL to cover fees or rent` when the sender's SOL cannot pay the fee (and a new account's rent).
 * Anything else that fails becomes `Failed to create SPL token transaction: <reason>`.
 */
export async function prepareSplTransfer(
  rpc: SolanaRpc,
  args: { from: string; to: string; amount: string; mint: string; decimals?: number; version?: TransactionVersion },
): Promise<PreparedTransfer> {
  try {
    return await prepareSplTransferUnwrapped(rpc, args)
  } catch (error) {
    throw toSplError(error)
  }
}

/** Catalogue errors and refusals pass; anything else is `Failed to create SPL token transaction: <reason>`. */
export function toSplError(error: unknown): Error {
  if (error instanceof FoyerError || error instanceof UserRejectedError) return error
  return new FoyerError('SPL_TRANSACTION_FAILED', { detail: reasonOf(error), cause: error })
}

async function prepareSplTransferUnwrapped(
  rpc: SolanaRpc,
  args: { from: string; to: string; amount: string; mint: string; decimals?: number; version?: TransactionVersion },
): Promise<PreparedTransfer> {
  const numeric = Number(typeof args.amount === 'string' ? args.amount.trim() : args.amount)
  if (args.amount === '' || Number.isNaN(numeric) || numeric <= 0) throw new FoyerError('AMOUNT_NOT_POSITIVE')
  if (!isAddress(args.mint)) throw new Error(`${JSON.stringify(args.mint)} is not a mint address`)
  if (!isAddress(args.to)) throw new InvalidRecipientError(args.to)
  const from = toAddress(args.from)
  const to = toAddress(args.to)
  const mint = toAddress(args.mint)

  const mintAccount = await fetchAccount(rpc, mint)
  if (!mintAccount) throw new FoyerError('MINT_NOT_FOUND')
  const tokenProgram = mintAccount.owner
  if (tokenProgram !== TOKEN_PROGRAM_ID && tokenProgram !== TOKEN_2022_PROGRAM_ID)
    throw new FoyerError('UNKNOWN_MINT_OWNER')
  if (mintAccount.data.length < MINT_SIZE)
    throw new Error(`the mint account holds ${mintAccount.data.length} bytes, not a mint`)
  const decimals = mintAccount.data[MINT_DECIMALS_OFFSET] as number
  if (!isValidDecimals(decimals)) throw new Error(`invalid mint decimals ${String(decimals)}`)
  if (args.decimals !== undefined && !isValidDecimals(args.decimals))
    throw new Error(`invalid token decimals ${String(args.decimals)}`)
  const parsed = parseAmount(args.amount, decimals)
  if (!parsed.ok) {
    if (parsed.reason === 'not-positive') throw new FoyerError('AMOUNT_NOT_POSITIVE')
    throw new Error(parsed.message)
  }
  const amount = parsed.value

  const [[sourceAta], [destinationAta]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram }),
  ])
  const [source, destination, { value: lamports }] = await Promise.all([
    fetchAccount(rpc, sourceAta),
    sourceAta === destinationAta ? Promise.resolve(undefined) : fetchAccount(rpc, destinationAta),
    rpc.getBalance(from, { commitment: 'confirmed' }).send(),
  ])
  if (!source || source.owner !== tokenProgram) throw new FoyerError('NO_TOKEN_ACCOUNT')
  // Token account layout: mint (32), owner (32), amount (u64).
  if (readU64(source.data, 64) < amount) throw new FoyerError('INSUFFICIENT_TOKEN_BALANCE')

  const createRecipientAccount = destination === null
  const rent = createRecipientAccount
    ? await rpc.getMinimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE)).send()
    : 0n
  if (lamports < estimateFeeLamports(TOKEN_TRANSFER_COMPUTE_UNIT_LIMIT) + rent) throw new FoyerError('SOL_FEES_OR_RENT')

  const authority = createNoopSigner(from)
  const instructions: Instruction[] = [...computeBudget(TOKEN_TRANSFER_COMPUTE_UNIT_LIMIT)]
  if (createRecipientAccount)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata: destinationAta,
        owner: to,
        mint,
        tokenProgram,
      }),
    )
  instructions.push(
    getTransferCheckedInstruction(
      { source: sourceAta, mint, destination: destinationAta, authority, amount, decimals },
      { programAddress: tokenProgram },
    ),
  )
  return {
    transaction: buildTransaction(args.version ?? 'legacy', from, await latestBlockhash(rpc), instructions),
    amount,
  }
}

function isValidDecimals(decimals: unknown): decimals is number {
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 255
}
