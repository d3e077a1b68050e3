import type { Chain } from 'viem'
import { toAddEthereumChainParameter } from './chains.js'
import { hasErrorCode } from '@foyer/core/internal'

/** The part of an EIP-1193 provider the adapter uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return !!value && typeof (value as { request?: unknown }).request === 'function'
}

/** The wallet answered a switch but is still on another chain. */
export class ChainSwitchNotAppliedError extends Error {
  constructor(wanted: number, actual: unknown) {
    super(`The wallet is on chain ${String(actual)} after switching to chain ${wanted}`)
    this.name = 'ChainSwitchNotAppliedError'
  }
}

/**
 * Ask the wallet to switch to `chain`; when it does not know the chain (4902, also wrapped by MetaMask Mobile),
 * add it with the chain's own RPC URLs (EIP-3085) and switch again, since adding does not have to switch.
 * Resolves once `eth_chainId` reports the chain.
 */
export async function switchEthereumChain(provider: Eip1193Provider, chain: Chain): Promise<void> {
  const chainId = `0x${chain.id.toString(16)}`
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!hasErrorCode(error, 4902)) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(chain)] })
    if ((await readChainId(provider)) !== chain.id)
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
  const actual = await readChainId(provider)
  if (actual !== chain.id) throw new ChainSwitchNotAppliedError(chain.id, actual)
}

export async function readChainId(provider: Eip1193Provider): Promise<number> {
  const raw = await provider.request({ method: 'eth_chainId' })
  return typeof raw === 'number' ? raw : Number(raw as string)
}
