// One-click sign-in (WalletConnect session authenticate) around a connection attempt: whether to ask for it, keeping
// the app's rpcMap for restore, and turning the wallet's CACAOs into SIWX sessions.
import type { Cacao, SIWXSession } from '../siwx/types.js'
import type { buildOptionalNamespaces } from './namespaces.js'
import { authenticateParams, oneClickChains, siwxSessionOfCacao } from './one-click-auth.js'
import type { WcHost, WcProvider } from './types.js'

/**
 * The one-click sign-in request for this proposal, or undefined to connect first and sign in afterwards: it needs
 * options.siwx with getAuthRequest, an SDK with authenticate, and eip155 as the only namespace asked for.
 */
export async function oneClickRequest(
  host: WcHost,
  p: WcProvider,
  optionalNamespaces: ReturnType<typeof buildOptionalNamespaces>,
) {
  const siwx = host.options.siwx
  const chains = oneClickChains(optionalNamespaces)
  if (!siwx?.getAuthRequest || !chains || typeof p.authenticate !== 'function') return undefined
  try {
    const request = await siwx.getAuthRequest({ chainIds: chains })
    return request ? authenticateParams(request, chains, optionalNamespaces) : undefined
  } catch (error) {
    host.logger.warn('Foyer: no one-click sign-in request (connecting first, signing in after)', error)
    return undefined
  }
}

/**
 * UniversalProvider keeps the proposal's namespaces (with their rpcMap) for a restored session only after connect;
 * after authenticate it is written here, under the SDK's own key, so a reload still uses the app's RPC URLs.
 */
export async function keepRpcMap(host: WcHost, p: WcProvider, optionalNamespaces: Record<string, unknown>) {
  const persist = (p as { persist?: (key: string, value: unknown) => Promise<void> }).persist
  if (typeof persist !== 'function') return
  try {
    await persist.call(p, 'optionalNamespaces', optionalNamespaces)
  } catch (error) {
    host.logger.debug('Foyer: could not keep the WalletConnect rpcMap for restore', error)
  }
}

/**
 * Each CACAO of a one-click sign-in becomes a SIWX session, stored through options.siwx (which verifies it). One that
 * does not hold is dropped: the person is then asked to sign after connecting, as without one-click sign-in.
 */
export async function storeSignIns(host: WcHost, p: WcProvider, auths: Cacao[]) {
  const siwx = host.options.siwx
  if (!siwx) return
  const stored: SIWXSession[] = []
  const sdkFormat = (p.client as { formatAuthMessage?: (a: { request: unknown; iss: string }) => string } | undefined)
    ?.formatAuthMessage
  for (const cacao of auths) {
    try {
      const session = siwxSessionOfCacao(cacao)
      // The message must be the very text the wallet signed: the SDK writes it from the same payload.
      if (typeof sdkFormat === 'function') {
        const written = sdkFormat.call(p.client, { request: cacao.p, iss: cacao.p.iss })
        if (written !== session.message) throw new Error('The sign-in message differs from the one the wallet signed')
      }
      await siwx.addSession(session)
      stored.push(session)
    } catch (error) {
      host.logger.warn('Foyer: a one-click sign-in was not kept', error)
    }
  }
  if (stored.length) host.onSiwxSessions?.(stored)
}
