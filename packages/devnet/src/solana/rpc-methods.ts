// The Solana JSON-RPC methods a wallet-connection modal and its wallets call, answered from the ledger in the real RPC's
// response shapes (context + value where Agave uses it, `[data, encoding]` account data, jsonParsed token accounts).
// One file per group of methods under rpc/.
import { JsonRpcError } from './json-rpc.js'
import type { SolanaLedger } from './ledger.js'
import { accountMethods } from './rpc/accounts.js'
import { chainStateMethods } from './rpc/chain-state.js'
import { historyMethods } from './rpc/history.js'
import { addressParam, configParam } from './rpc/params.js'
import { encodeAccount, type RpcMethodTable } from './rpc/response.js'
import { tokenMethods } from './rpc/tokens.js'
import { transactionMethods } from './rpc/transactions.js'

export { SOLANA_DEVNET_VERSION } from './rpc/response.js'

export function createSolanaRpcMethods(ledger: SolanaLedger) {
  const methods: RpcMethodTable = {
    ...chainStateMethods(ledger),
    ...accountMethods(ledger),
    ...tokenMethods(ledger),
    ...transactionMethods(ledger),
    ...historyMethods(ledger),
  }

  return {
    /** Runs one JSON-RPC method (throws JsonRpcError for the client's mistakes). */
    handle(method: string, params: unknown[]): unknown {
      const implementation = methods[method]
      if (!implementation) throw new JsonRpcError(-32601, 'Method not found')
      return implementation(params)
    },
    /** An account as getAccountInfo's value encodes it (for accountNotification). */
    readAccount(address: string, config: unknown): unknown {
      return encodeAccount(ledger, ledger.svm.getAccount(addressParam(address)), configParam(config))
    },
  }
}

export type SolanaRpcMethods = ReturnType<typeof createSolanaRpcMethods>
