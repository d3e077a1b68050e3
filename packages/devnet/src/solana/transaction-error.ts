// litesvm reports a failed transaction as native classes and numeric enums; wallets and @solana/kit expect the JSON the
// real RPC sends (serde's form of Rust's TransactionError: "AccountNotFound", { InstructionError: [0, { Custom: 1 }] }, …)
// and read a failure's cause from it, so we translate once here.
// The error classes are not re-exported by litesvm's entry, only by its internal (native binding) module.
import {
  type FailedTransactionMetadata,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

export type RpcTransactionError = string | Record<string, unknown>

// In the order of litesvm's const enums (internal.d.ts), which are Agave's variant orders.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

/** The RPC's JSON form of a litesvm transaction error. */
export function toRpcTransactionError(error: LiteSvmError): RpcTransactionError {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `UnknownTransactionError${error}`
  if (error instanceof TransactionErrorInstructionError) {
    const inner = error.err()
    let detail: RpcTransactionError
    if (typeof inner === 'number') detail = INSTRUCTION_ERRORS[inner] ?? 'GenericError'
    else if (inner instanceof InstructionErrorCustom) detail = { Custom: inner.code }
    else if (inner instanceof InstructionErrorBorshIo) detail = { BorshIoError: inner.msg }
    else detail = 'GenericError'
    return { InstructionError: [error.index, detail] }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: error.index }
  if (error instanceof TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  }
  return 'SanitizeFailure'
}

// The Display texts of Agave's errors for the cases a wallet user meets; the preflight error message is built from them.
const TRANSACTION_ERROR_TEXT: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
}

/** Agave's message for an error, as it appears after "Transaction simulation failed: ". */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_TEXT[error] ?? error
  const instruction = error.InstructionError as [number, RpcTransactionError] | undefined
  if (instruction) {
    const [index, detail] = instruction
    const text =
      typeof detail === 'string'
        ? detail
        : 'Custom' in detail
          ? `custom program error: 0x${(detail.Custom as number).toString(16)}`
          : JSON.stringify(detail)
    return `Error processing Instruction ${index}: ${text}`
  }
  const rent = error.InsufficientFundsForRent as { account_index: number } | undefined
  if (rent) return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`
  return JSON.stringify(error)
}
