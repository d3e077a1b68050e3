import type { SiwxTarget } from '../siwx/controller.js'
import type { ChainNamespace } from '../types.js'
import { accountOf, chainOfAccount } from './accounts.js'
import type { ClientContext } from './context.js'

/** The account of `ns` as sign-in sees it: connected, with its chain. */
export function siwxTargetOf(ctx: ClientContext, ns: ChainNamespace): SiwxTarget | undefined {
  const { status, address } = accountOf(ctx, ns)
  const chainId = chainOfAccount(ctx, ns)
  if (status !== 'connected' || !address || !chainId) return undefined
  return { namespace: ns, address, chainId }
}
