// The client's blockchain API (spec §7: balances, history, identity, prices), for views and hosts that show account
// data. Undefined when the host set no `apiUrl`: callers hide what needs it rather than ask a server that is not there.
import type { BlockchainApi } from '../api/create-blockchain-api.js'
import { contextOf } from '../client/context.js'
import type { FoyerClient } from '../types.js'

export type GetBlockchainApiReturnType = BlockchainApi | undefined

export function getBlockchainApi(client: FoyerClient): GetBlockchainApiReturnType {
  return contextOf(client).api
}
