// SPL Token accounts and mints in the shapes the RPC's `jsonParsed` encoding and transaction metas use. Wallets and
// @solana/kit helpers read token balances from `jsonParsed` (getTokenAccountsByOwner), so it must match the real RPC.
import { isSome, type Address } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
export const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]

/** Base layouts; Token-2022 accounts may be longer (extensions), with the base layout first. */
const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string }

/** "1000", "0.5", "12.000001": the exact decimal, as uiAmountString. */
export function formatUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

export type TokenAccount = {
  mint: Address
  owner: Address
  amount: bigint
  state: AccountState
  raw: ReturnType<ReturnType<typeof getTokenDecoder>['decode']>
}

/** A token account's fields, or undefined if the data is not one (a mint, or too short). */
export function decodeTokenAccount(programAddress: string, data: Uint8Array): TokenAccount | undefined {
  if (!TOKEN_PROGRAMS.includes(programAddress)) return undefined
  if (
    data.length < TOKEN_ACCOUNT_SIZE ||
    (programAddress === TOKEN_PROGRAM_ADDRESS && data.length !== TOKEN_ACCOUNT_SIZE)
  )
    return undefined
  const raw = getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_SIZE))
  if (raw.state === AccountState.Uninitialized) return undefined
  return { mint: raw.mint, owner: raw.owner, amount: raw.amount, state: raw.state, raw }
}

export type Mint = ReturnType<ReturnType<typeof getMintDecoder>['decode']>

export function decodeMint(programAddress: string, data: Uint8Array): Mint | undefined {
  if (!TOKEN_PROGRAMS.includes(programAddress)) return undefined
  if (data.length !== MINT_SIZE && !(programAddress === TOKEN_2022_PROGRAM_ADDRESS && data.length > TOKEN_ACCOUNT_SIZE))
    return undefined
  const mint = getMintDecoder().decode(data.subarray(0, MINT_SIZE))
  return mint.isInitialized ? mint : undefined
}

const STATES: Record<AccountState, string> = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}

/**
 * The `jsonParsed` data of an account owned by a token program, or undefined when it is neither a token account nor a
 * mint (the RPC then falls back to base64). `decimalsOf` finds a token account's mint decimals, as the RPC does.
 */
export function parseTokenProgramAccount(
  programAddress: string,
  data: Uint8Array,
  decimalsOf: (mint: Address) => number | undefined,
): { program: string; parsed: { type: string; info: Record<string, unknown> }; space: number } | undefined {
  const program = programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022'
  const account = decodeTokenAccount(programAddress, data)
  if (account) {
    const decimals = decimalsOf(account.mint)
    if (decimals === undefined) return undefined
    const { raw } = account
    const info: Record<string, unknown> = {
      isNative: isSome(raw.isNative),
      mint: raw.mint,
      owner: raw.owner,
      state: STATES[raw.state],
      tokenAmount: uiTokenAmount(raw.amount, decimals),
    }
    if (isSome(raw.delegate)) {
      info.delegate = raw.delegate.value
      info.delegatedAmount = uiTokenAmount(raw.delegatedAmount, decimals)
    }
    if (isSome(raw.isNative)) info.rentExemptReserve = uiTokenAmount(raw.isNative.value, 9)
    if (isSome(raw.closeAuthority)) info.closeAuthority = raw.closeAuthority.value
    return { program, parsed: { type: 'account', info }, space: data.length }
  }
  const mint = decodeMint(programAddress, data)
  if (mint) {
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: isSome(mint.freezeAuthority) ? mint.freezeAuthority.value : null,
          isInitialized: true,
          mintAuthority: isSome(mint.mintAuthority) ? mint.mintAuthority.value : null,
          supply: mint.supply.toString(),
        },
      },
      space: data.length,
    }
  }
  return undefined
}
