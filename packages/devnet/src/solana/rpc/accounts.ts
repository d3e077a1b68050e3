import type { MaybeEncodedAccount } from '@solana/kit'
import { invalidParams } from '../json-rpc.js'
import type { SolanaLedger } from '../ledger.js'
import { addressParam, bytesParam, configParam } from './params.js'
import { encodeAccount, withContext, type RpcMethodTable } from './response.js'

/** Balances and accounts: one, several, or a program's, filtered. */
export function accountMethods(ledger: SolanaLedger): RpcMethodTable {
  return {
    getBalance: ([address]) => withContext(ledger, ledger.svm.getBalance(addressParam(address)) ?? 0n),
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) throw invalidParams('expected a data size')
      return ledger.svm.minimumBalanceForRentExemption(BigInt(size))
    },
    getAccountInfo: ([address, config]) =>
      withContext(ledger, encodeAccount(ledger, ledger.svm.getAccount(addressParam(address)), configParam(config))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses')
      return withContext(
        ledger,
        addresses.map((address) =>
          encodeAccount(ledger, ledger.svm.getAccount(addressParam(address)), configParam(config)),
        ),
      )
    },
    getProgramAccounts: ([program, rawConfig]) => {
      const config = configParam(rawConfig)
      const filters = Array.isArray(config?.filters) ? (config.filters as Record<string, unknown>[]) : []
      const matches = (data: Uint8Array) =>
        filters.every((filter) => {
          if (typeof filter.dataSize === 'number') return data.length === filter.dataSize
          const memcmp = configParam(filter.memcmp)
          if (memcmp) {
            const bytes = bytesParam(memcmp.bytes, memcmp.encoding ?? 'base58', 'memcmp.bytes')
            const offset = Number(memcmp.offset ?? 0)
            return bytes.every((byte, index) => data[offset + index] === byte)
          }
          throw invalidParams('unsupported filter (dataSize and memcmp are)')
        })
      const accounts = ledger.svm
        .getProgramAccounts(addressParam(program, 'program id'))
        .filter((account) => matches(account.data as Uint8Array))
        .map((account) => ({
          pubkey: account.address,
          account: encodeAccount(ledger, { ...account, exists: true } as MaybeEncodedAccount, config),
        }))
      return config?.withContext === true ? withContext(ledger, accounts) : accounts
    },
  }
}
