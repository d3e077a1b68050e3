import type { Address, MaybeEncodedAccount } from '@solana/kit'
import { invalidParams } from '../json-rpc.js'
import type { SolanaLedger } from '../ledger.js'
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from '../token-parsing.js'
import { addressParam, configParam } from './params.js'
import { encodeAccount, withContext, type RpcMethodTable } from './response.js'

/** SPL Token accounts (both token programs), their balances and mints' supply. */
export function tokenMethods(ledger: SolanaLedger): RpcMethodTable {
  function tokenAccountsByOwner(params: unknown[]) {
    const owner = addressParam(params[0], 'owner')
    const filter = configParam(params[1])
    const config = configParam(params[2])
    let programs: string[]
    let mint: Address | undefined
    if (filter?.mint !== undefined) {
      mint = addressParam(filter.mint, 'mint')
      const mintAccount = ledger.svm.getAccount(mint)
      if (!mintAccount.exists || !decodeMint(mintAccount.programAddress, mintAccount.data as Uint8Array)) {
        throw invalidParams('could not find mint')
      }
      programs = [mintAccount.programAddress]
    } else if (filter?.programId !== undefined) {
      const programId = addressParam(filter.programId, 'programId')
      if (!TOKEN_PROGRAMS.includes(programId)) throw invalidParams('unrecognized Token program id')
      programs = [programId]
    } else {
      throw invalidParams('expected a filter object with mint or programId')
    }
    const found = programs.flatMap((program) =>
      ledger.svm.getProgramAccounts(program as Address).filter((account) => {
        const token = decodeTokenAccount(account.programAddress, account.data as Uint8Array)
        return token && token.owner === owner && (mint === undefined || token.mint === mint)
      }),
    )
    return withContext(
      ledger,
      found.map((account) => ({
        pubkey: account.address,
        account: encodeAccount(ledger, { ...account, exists: true } as MaybeEncodedAccount, config),
      })),
    )
  }

  return {
    getTokenAccountsByOwner: tokenAccountsByOwner,
    getParsedTokenAccountsByOwner: (params) =>
      tokenAccountsByOwner([params[0], params[1], { ...configParam(params[2]), encoding: 'jsonParsed' }]),
    getTokenAccountBalance: ([address]) => {
      const account = ledger.svm.getAccount(addressParam(address))
      const token = account.exists ? decodeTokenAccount(account.programAddress, account.data as Uint8Array) : undefined
      const decimals = token && ledger.decimalsOf(token.mint)
      if (!token || decimals === undefined) throw invalidParams('not a Token account')
      return withContext(ledger, uiTokenAmount(token.amount, decimals))
    },
    getTokenSupply: ([address]) => {
      const account = ledger.svm.getAccount(addressParam(address, 'mint'))
      const mint = account.exists ? decodeMint(account.programAddress, account.data as Uint8Array) : undefined
      if (!mint) throw invalidParams('not a Token mint')
      return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
    },
  }
}
