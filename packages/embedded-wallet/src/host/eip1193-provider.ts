// The embedded wallet's EVM side as an EIP-1193 provider: accounts and the chain are the host's to answer (the
// session's preferred address; the chain the page switched to among the configured ones), everything else goes to the
// frame as `rpc` on the current chain, where it is answered, refused or shown for approval. Events follow the session:
// accountsChanged on login, account-type switch and sign-out, chainChanged on a switch, disconnect on sign-out.
import type { EmbeddedSession } from '../protocol/index.js'
import { FrameRequestError, type FrameChannel } from './frame-channel.js'

// Written out rather than imported from viem, which the host page's first bundle should not carry for this.
const numberToHex = (n: number): string => `0x${n.toString(16)}`

export interface Eip1193RequestArguments {
  method: string
  params?: unknown
}

export interface EmbeddedEip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/** An EIP-1193 ProviderRpcError (EIP-1193 names `code` and `message`; wagmi and viem read both). */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}

export function createEip1193Provider(args: {
  channel: FrameChannel
  chainIds: number[]
  session: () => EmbeddedSession | null
}): EmbeddedEip1193Provider & {
  /** Called by the wallet when the session changed (login, account type, sign-out). */
  sessionChanged(previous: EmbeddedSession | null, next: EmbeddedSession | null): void
} {
  if (args.chainIds.length === 0) throw new Error('createEmbeddedWallet: chains needs at least one eip155 chain')
  let chainId = args.chainIds[0]!
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>()
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...values)
  }
  const accounts = (s: EmbeddedSession | null): string[] => {
    const evm = s?.accounts.eip155
    if (!evm) return []
    const address = evm.preferred === 'smartAccount' && evm.smartAccount ? evm.smartAccount : evm.eoa
    return [address]
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts(args.session())
        case 'eth_requestAccounts': {
          const list = accounts(args.session())
          // Connecting is logging in: the modal's email and social views do it, not a wallet prompt.
          if (list.length === 0) throw new ProviderRpcError(4100, 'Log in to use the embedded wallet')
          return list
        }
        // EIP-2255 as wallets answer it (wagmi asks before connecting and revokes on disconnect): the page's access to
        // the accounts, which the login decides; revoking it leaves the login alone (AccountSettings signs out).
        case 'wallet_getPermissions':
        case 'wallet_requestPermissions': {
          const list = accounts(args.session())
          if (method === 'wallet_requestPermissions' && list.length === 0)
            throw new ProviderRpcError(4100, 'Log in to use the embedded wallet')
          return list.length
            ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: list }] }]
            : []
        }
        case 'wallet_revokePermissions':
          if (isEthAccountsPermission(params)) return null
          break
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'net_version':
          return String(chainId)
        case 'wallet_switchEthereumChain': {
          const wanted = Number((Array.isArray(params) ? (params[0] as { chainId?: string }) : undefined)?.chainId)
          if (!args.chainIds.includes(wanted))
            throw new ProviderRpcError(4902, `Chain ${String(wanted)} is not configured for the embedded wallet`)
          if (wanted !== chainId) {
            chainId = wanted
            emit('chainChanged', numberToHex(chainId))
          }
          return null
        }
      }
      try {
        return await args.channel.request('rpc', { namespace: 'eip155', chainId, method, params })
      } catch (error) {
        if (error instanceof FrameRequestError) throw new ProviderRpcError(error.code, error.message)
        throw error
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    sessionChanged(previous, next) {
      const before = accounts(previous)
      const after = accounts(next)
      if (before.join() === after.join()) return
      emit('accountsChanged', after)
      if (after.length === 0) emit('disconnect', new ProviderRpcError(4900, 'Signed out of the embedded wallet'))
    },
  }
}

function isEthAccountsPermission(params: unknown): boolean {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  return !!first && typeof first === 'object' && Object.keys(first).join() === 'eth_accounts'
}

/** EIP-6963: announces the provider now and whenever a dapp asks, so the EVM adapter finds it like any wallet. */
export function announceEip6963(info: { uuid: string; name: string; icon: string; rdns: string }, provider: unknown) {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
