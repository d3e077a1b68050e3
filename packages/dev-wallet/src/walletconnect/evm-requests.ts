import { numberToHex } from 'viem'
import type { DevWalletProvider } from '../create-dev-wallet-provider.js'
import { ProviderRpcError, RpcErrorCode } from '../rpc-error.js'
import type { DevWalletKitContext } from './context.js'
import { EVM_METHODS } from './supported-namespaces.js'
import type { Session } from './types.js'

/** Answers a session's eip155 requests with the session's own EIP-1193 provider. */
export function createEvmRequests(context: DevWalletKitContext) {
  const evmChains = new Map(context.options.evmChains.map((chain) => [chain.id, chain]))

  async function switchChain(session: Session, evm: DevWalletProvider, params: unknown) {
    const raw = (Array.isArray(params) ? params[0] : params) as { chainId?: unknown } | undefined
    const id =
      typeof raw?.chainId === 'string'
        ? Number.parseInt(raw.chainId, 16)
        : typeof raw?.chainId === 'number'
          ? raw.chainId
          : Number.NaN
    const caip2 = `eip155:${id}`
    const chain = evmChains.get(id)
    // Only chains of this session: chainChanged can only be emitted on a chain the session approved.
    if (!chain || !session.namespaces.eip155?.accounts.some((account) => account.startsWith(`${caip2}:`))) {
      throw new ProviderRpcError(
        RpcErrorCode.UnrecognizedChain,
        `Unrecognized chain ID "${Number.isFinite(id) ? numberToHex(id) : String(raw?.chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    await evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(id) }] })
    await context.walletKit.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: id },
      chainId: caip2,
    })
    return null
  }

  return async function handleEvmRequest(
    session: Session,
    evm: DevWalletProvider,
    chainId: string,
    method: string,
    params: unknown,
  ): Promise<unknown> {
    const id = Number(chainId.split(':')[1])
    const chain = evmChains.get(id)
    if (!chain)
      throw new ProviderRpcError(
        RpcErrorCode.UnrecognizedChain,
        `The Foyer Dev Wallet does not know the chain ${chainId}.`,
      )
    // The request names its chain: the session's provider moves there first (WalletConnect has no "current chain").
    if (evm.devWallet.chainId !== id) evm.devWallet.moveToChain(chain)
    if (!evm.devWallet.connected) await evm.request({ method: 'eth_requestAccounts' })
    if (method === 'wallet_switchEthereumChain') return switchChain(session, evm, params)
    if (!(EVM_METHODS as readonly string[]).includes(method)) {
      throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, `The method "${method}" is not part of this session.`)
    }
    return evm.request({ method, params } as never)
  }
}
