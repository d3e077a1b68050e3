import type { WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import { ProviderRpcError, RpcErrorCode } from '../rpc-error.js'
import type { DevWalletKitContext } from './context.js'
import { createEvmRequests } from './evm-requests.js'
import { handleSolanaRequest } from './solana-requests.js'

type JsonRpcError = { code: number; message: string; data?: string }

/** Answers every session request: the namespace its chain names picks the signer, and any failure goes back as an error. */
export function answerSessionRequests(context: DevWalletKitContext) {
  const { walletKit, reportError } = context
  const handleEvmRequest = createEvmRequests(context)

  async function handleRequest(topic: string, chainId: string, method: string, params: unknown): Promise<unknown> {
    const session = walletKit.getActiveSessions()[topic]
    if (!session) throw new ProviderRpcError(RpcErrorCode.Unauthorized, `No active session ${topic}.`)
    const { evm, solana } = context.signers.of(session)
    const namespace = chainId.split(':')[0]
    if (namespace === 'eip155') return handleEvmRequest(session, evm, chainId, method, params)
    if (namespace === 'solana' && solana) return handleSolanaRequest(solana, chainId, method, params)
    throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain, `The Foyer Dev Wallet has no account on ${chainId}.`)
  }

  walletKit.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    void (async () => {
      const { topic, id, params } = event
      let response:
        | { id: number; jsonrpc: '2.0'; result: unknown }
        | { id: number; jsonrpc: '2.0'; error: JsonRpcError }
      try {
        const result = await handleRequest(topic, params.chainId, params.request.method, params.request.params)
        response = { id, jsonrpc: '2.0', result }
      } catch (error) {
        response = { id, jsonrpc: '2.0', error: toJsonRpcError(error) }
      }
      try {
        await walletKit.respondSessionRequest({ topic, response })
      } catch (error) {
        reportError(error) // the session may have ended or the request expired meanwhile
      }
    })()
  })
}

/** A refusal as the dapp sees it: 4001 for the person's Reject (EIP-1193's code), the signer's own code otherwise. */
function toJsonRpcError(error: unknown): JsonRpcError {
  const code = (error as { code?: unknown } | undefined)?.code
  const message = error instanceof Error ? error.message : String(error)
  if (code === RpcErrorCode.UserRejected) return { code: 4001, message: getSdkError('USER_REJECTED').message }
  // WalletConnect's error.data is a string: revert data (0x…) passes as is, anything else as JSON.
  const data = (error as { data?: unknown } | undefined)?.data
  const text = data === undefined ? undefined : typeof data === 'string' ? data : safeJson(data)
  return {
    code: typeof code === 'number' ? code : RpcErrorCode.Internal,
    message,
    ...(text !== undefined ? { data: text } : {}),
  }
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
  } catch {
    return undefined
  }
}
