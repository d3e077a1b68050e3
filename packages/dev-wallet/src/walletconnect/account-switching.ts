import { devAccount } from '../dev-keys.js'
import type { DevWalletKitContext } from './context.js'
import { solanaDevAddress } from './supported-namespaces.js'
import type { Namespaces } from './types.js'

/** Selects another dev account: every session's signers move to it, and every dapp gets the new accounts. */
export async function switchAccount(context: DevWalletKitContext, index: number) {
  devAccount(index) // throws RangeError on a bad index before anything changes
  if (index === context.accountIndex) return
  const { walletKit } = context
  context.accountIndex = index
  const evmAddress = devAccount(index).address
  const solAddress = solanaDevAddress(context.options, index)
  context.signers.switchAccount(index)
  for (const session of Object.values(walletKit.getActiveSessions())) {
    const namespaces: Namespaces = {}
    for (const [key, ns] of Object.entries(session.namespaces)) {
      const chains = ns.chains ?? [...new Set(ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')))]
      const address = key === 'eip155' ? evmAddress : key === 'solana' ? solAddress : undefined
      namespaces[key] = {
        ...ns,
        chains,
        accounts: address ? chains.map((chain) => `${chain}:${address}`) : ns.accounts,
      }
    }
    try {
      await walletKit.updateSession({ topic: session.topic, namespaces })
      const evmChain = namespaces.eip155?.chains?.[0]
      if (evmChain) {
        await walletKit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [evmAddress] },
          chainId: evmChain,
        })
      }
    } catch (error) {
      context.reportError(error)
    }
  }
  context.sessionsChanged()
}
