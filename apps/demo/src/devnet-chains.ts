// The local chains `npm start` runs, as the dev wallet knows them.
import { foyerDevnet, foyerDevnet2 } from '@foyer/core'

export const DEV_WALLET_CHAINS = [foyerDevnet, foyerDevnet2].map((chain) => ({
  id: chain.id as number,
  name: chain.name,
  rpcUrl: chain.rpcUrls.default.http[0]!,
}))
