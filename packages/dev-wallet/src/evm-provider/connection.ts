import { isAddressEqual, type Address } from 'viem'
import { parseAddress } from '../parse-params.js'
import { invalidParams, unauthorized } from '../rpc-error.js'
import type { EvmProviderContext } from './context.js'
import type { MethodHandler } from './types.js'

/** The account the app asks to act for, which must be the connected one. */
export function requireAccount(context: EvmProviderContext, value: unknown, field: string): Address {
  const requested = parseAddress(value, field)
  if (!context.state.connected) throw unauthorized('Connect first (eth_requestAccounts).')
  if (!isAddressEqual(requested, context.state.address()))
    throw unauthorized(`${requested} is not the connected account.`)
  return requested
}

/** The app's connection: accounts and the eth_accounts permission (EIP-2255). */
export function connectionMethods(context: EvmProviderContext): Record<string, MethodHandler> {
  const { state, approvals } = context
  let connecting: Promise<void> | undefined

  /** Asks once to connect; concurrent callers (an app calling eth_requestAccounts twice) share the one prompt. */
  function connect(method: 'eth_requestAccounts' | 'wallet_requestPermissions'): Promise<void> {
    connecting ??= (async () => {
      try {
        await approvals.ask({ method }, approvals.snapshot())
        state.grantConnection()
      } finally {
        connecting = undefined
      }
    })()
    return connecting
  }

  function permissions() {
    if (!state.connected) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: context.origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: [state.address()] }],
        date: state.grantedAt,
      },
    ]
  }

  return {
    eth_accounts: () => state.accounts(),
    eth_coinbase: () => (state.connected ? state.address() : null),
    eth_requestAccounts: async () => {
      if (!state.connected) await connect('eth_requestAccounts')
      return state.accounts()
    },
    wallet_requestPermissions: async ([requested]) => {
      if (
        typeof requested !== 'object' ||
        requested === null ||
        !('eth_accounts' in requested) ||
        Object.keys(requested).length !== 1
      ) {
        throw invalidParams('only the eth_accounts permission exists in this wallet')
      }
      // Asks even when connected, as extensions do: it is how an app offers "choose another account".
      await connect('wallet_requestPermissions')
      return permissions()
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      state.disconnectApp(false)
      return null
    },
  }
}
