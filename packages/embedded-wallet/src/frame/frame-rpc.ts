// The frame's answer to `rpc` (docs: "classifies the method with core's classifyRpcMethod"): safe methods are answered
// here or by the chain's RPC, forbidden ones refused with the spec's text (4200), approval-class ones shown on the
// approval screen inside the frame and signed only after Approve (Reject → 4001). With the smart account preferred, EVM
// transactions and wallet_sendCalls batches are user operations sent through the chain's bundler (smart-account-rpc.ts),
// a dapp's own eth_sendUserOperation is shown decoded and completed by the wallet (user-operation-rpc.ts), and ERC-7715
// grants let the page send calls within their limits without asking (permissions.ts: enforced here, not on chain).
//
// Solana parameters follow the WalletConnect Solana RPC: solana_signMessage { message: base58, pubkey } →
// { signature: base58 }; solana_signTransaction { transaction: base64 } → { transaction: base64, signature };
// solana_signAndSendTransaction { transaction: base64 } → { signature }.
import { classifyRpcMethod } from '@foyer/core'
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Base64EncodedWireTransaction,
} from '@solana/kit'
import {
  createWalletClient,
  defineChain,
  hashTypedData,
  http,
  numberToHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import type { SeedKeys } from '../keys/derive-accounts.js'
import { FrameErrorCode, FrameErrorText, type FrameRequestPayloads } from '../protocol/messages.js'
import {
  describePermissions,
  describeRequest,
  describeUserOperation,
  type RequestDescription,
} from './describe-request.js'
import { chainOf, type FrameChainConfig, type FrameConfig, type FrameSmartAccountConfig } from './frame-config.js'
import { FrameRpcError } from './frame-error.js'
import { t } from './frame-messages.js'
import {
  contextToRevoke,
  describePermission,
  formatDate,
  parseGrantRequests,
  PERMISSION_TYPES,
  permissionsContextOf,
  readTokens,
  type PermissionGrants,
} from './permissions.js'
import {
  CallsErrorCode,
  callOfTransaction,
  callsOfSendCalls,
  callsStatus,
  isDeployed,
  sendUserOperation,
  type DappUserOperation,
} from './smart-account-rpc.js'
import { parseUserOperation } from './user-operation-rpc.js'

export { FrameRpcError }

export interface RpcContext {
  config: FrameConfig
  addresses: { eip155: `0x${string}`; solana: string }
  /** Shows the approval screen; true on Approve. */
  approve(description: RequestDescription): Promise<boolean>
  withKeys<T>(use: (keys: SeedKeys) => Promise<T>): Promise<T>
  /** The smart account's address when it is the preferred EVM account; transactions are then user operations. */
  smartAccount?: `0x${string}` | null
  /** A user operation was mined (the first one deploys the account: the host re-reads smartAccountDeployed). */
  onUserOperationMined?(): void
  /** This user's ERC-7715 grants to the host origin asking; absent, the permission methods are refused. */
  permissions?: PermissionGrants
}

const SUPPORTED_APPROVALS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

async function chainRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new FrameRpcError(body.error.code, body.error.message)
  return body.result
}

export async function handleRpc(context: RpcContext, request: FrameRequestPayloads['rpc']): Promise<unknown> {
  const { namespace, chainId, method, params } = request
  if (typeof method !== 'string' || method.length === 0) {
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'Invalid method')
  }
  const kind = classifyRpcMethod(method)
  if (kind === 'forbidden') throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, FrameErrorText.RPC_NOT_ALLOWED)
  const chain = chainOf(context.config, namespace, chainId)
  if (!chain) throw new FrameRpcError(4902, `Chain ${namespace}:${String(chainId)} is not configured for this wallet`)
  const isEvm = namespace === 'eip155'
  // With the smart account preferred, transactions leave from it; it exists on the chains with a bundler configured.
  const smartChain = isEvm && context.smartAccount && chain.smartAccount ? (chain as SmartChain) : undefined
  const evmAccount = smartChain ? context.smartAccount! : context.addresses.eip155
  const sends = method === 'eth_sendTransaction' || method === 'wallet_sendCalls'
  // Signatures come from the EOA whatever is preferred: SimpleAccount v0.8 has no ERC-1271 isValidSignature, so no
  // verifier could accept a signature "by" the smart account; the owner's is what a verifier can check (and the owner
  // is what the counterfactual address is derived from). The approval screen names the signing EOA.
  const account = isEvm ? (sends ? evmAccount : context.addresses.eip155) : context.addresses.solana

  if (kind === 'safe') {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [evmAccount]
      case 'eth_chainId':
        return numberToHex(Number(chainId))
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: context.addresses.solana }]
      case 'wallet_getCapabilities':
        // EIP-5792: the smart account sends a batch as one user operation, all or nothing; ERC-7715: the grants this
        // wallet keeps itself (it is their only signer, "wallet").
        return smartChain
          ? {
              [numberToHex(Number(chainId))]: {
                atomic: { status: 'supported' },
                ...(context.permissions
                  ? {
                      permissions: {
                        supported: true,
                        signerTypes: ['wallet'],
                        permissionTypes: [...PERMISSION_TYPES],
                        policyTypes: ['token-allowance'],
                      },
                    }
                  : {}),
              },
            }
          : {}
      case 'wallet_getCallsStatus':
        // Batches were sent by the smart account, which may no longer be the preferred one: ask the chain's bundler.
        if (!isEvm || !chain.smartAccount)
          throw new FrameRpcError(CallsErrorCode.UNKNOWN_BUNDLE, 'No batch was sent on this chain')
        return callsStatus(chain as SmartChain, params)
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return null
      default:
        return chainRpc(chain.rpcUrl, method, params)
    }
  }

  if (!SUPPORTED_APPROVALS.has(method)) {
    throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, `The embedded wallet does not support ${method} yet`)
  }
  if (isEvm && sends && context.smartAccount && !smartChain) {
    throw new FrameRpcError(
      FrameErrorCode.UNSUPPORTED_METHOD,
      `The smart account is not available on ${chain.name ?? chain.id}: choose the regular account in Account settings`,
    )
  }
  // A grant can be revoked whatever account is preferred now (with the regular account it is simply unused).
  if (method === 'wallet_revokePermissions' && isEvm && context.permissions)
    return revokePermissions(context, context.permissions, chain, params)
  if (SMART_ACCOUNT_ONLY.has(method)) {
    if (!smartChain)
      throw new FrameRpcError(
        FrameErrorCode.UNSUPPORTED_METHOD,
        context.smartAccount
          ? `The smart account is not available on ${chain.name ?? chain.id}: ${method} needs it`
          : `${method} needs the smart account: choose it in Account settings`,
      )
    const network = chain.name ?? chain.id
    if (method === 'eth_sendUserOperation') return sendDappUserOperation(context, smartChain, params, network)
    const grants = context.permissions
    if (!grants) throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, `${method} is not available here`)
    return grantPermissions(context, grants, smartChain, params, { chainId: Number(chainId), network })
  }
  if (method === 'wallet_sendCalls' && !smartChain) {
    throw new FrameRpcError(
      FrameErrorCode.UNSUPPORTED_METHOD,
      'wallet_sendCalls needs the smart account (Account settings); the regular account sends one transaction at a time',
    )
  }
  // Bad calls, and typed data that cannot be signed, are refused before the approval screen: a person must not approve
  // what then fails.
  if (method === 'eth_signTypedData_v4') typedDataOf(params)
  const calls = smartChain && sends ? smartCalls(method, params, Number(chainId), evmAccount) : undefined
  const description = describeRequest(method, params, { account, network: chain.name ?? chain.id })
  if (smartChain && calls) await noteFirstUse(description, smartChain, evmAccount, 'smartAccountFirstUse')
  // Under an ERC-7715 grant of this site's, calls inside its limits go without the screen; any other request (or a
  // grant that does not cover it) is asked as usual: the person is there to decide, and a refusal would only break
  // the page's flow without protecting anything more than the screen does.
  const grantContext = method === 'wallet_sendCalls' && smartChain ? grantContextOf(params) : undefined
  if (grantContext && smartChain && calls) {
    const grant = context.permissions
      ? await context.permissions.spend(grantContext, calls, { chainId: Number(chainId), account: evmAccount })
      : { covered: false as const, reason: 'no permissions are kept here' }
    if (grant.covered) {
      try {
        return await sendFromSmartAccount(context, smartChain, method, { calls })
      } catch (error) {
        // Not sent: the allowance was not used.
        await grant.refund()
        throw error
      }
    }
    description.fields.push({
      label: t('fieldPermissionUnused'),
      value: t('permissionUnused', { reason: grant.reason }),
    })
  }
  await ask(context, description)
  if (smartChain && calls) return sendFromSmartAccount(context, smartChain, method, { calls })
  return context.withKeys((keys) => sign(keys, method, params, chain.rpcUrl, Number(chainId)))
}

type SmartChain = FrameChainConfig & { smartAccount: FrameSmartAccountConfig }

/** Methods that only the smart account can answer, each by its own path below. */
const SMART_ACCOUNT_ONLY = new Set(['eth_sendUserOperation', 'wallet_grantPermissions', 'wallet_revokePermissions'])

async function ask(context: RpcContext, description: RequestDescription): Promise<void> {
  if (!(await context.approve(description))) {
    throw new FrameRpcError(FrameErrorCode.USER_REJECTED, FrameErrorText.USER_REJECTED)
  }
}

/** While the account has no code, the screen says this operation deploys it (unknown when the chain cannot be read). */
async function noteFirstUse(
  description: RequestDescription,
  chain: SmartChain,
  account: `0x${string}`,
  note: 'smartAccountFirstUse' | 'userOperationFirstUse',
): Promise<void> {
  if (!(await isDeployed(chain, account).catch(() => true)))
    description.fields.push({ label: t('fieldSmartAccount'), value: t(note) })
}

function grantContextOf(params: unknown) {
  const capabilities = (Array.isArray(params) ? (params[0] as { capabilities?: unknown }) : undefined)?.capabilities
  const capability = (capabilities as { permissions?: unknown } | undefined)?.permissions
  return capability === undefined ? undefined : permissionsContextOf(capability)
}

/** eth_sendUserOperation: checked and decoded, shown, then completed and signed by the wallet; answers the hash. */
async function sendDappUserOperation(context: RpcContext, chain: SmartChain, params: unknown, network: string) {
  const account = context.smartAccount!
  const { operation, calls } = parseUserOperation(params, {
    sender: account,
    entryPoint: chain.smartAccount.entryPoint,
    factory: chain.smartAccount.factory,
  })
  const description = describeUserOperation({ ...operation, calls }, { account, network })
  await noteFirstUse(description, chain, account, 'userOperationFirstUse')
  await ask(context, description)
  return sendFromSmartAccount(context, chain, 'eth_sendUserOperation', operation)
}

/** wallet_grantPermissions: refused before the screen unless the wallet can keep every permission asked. */
async function grantPermissions(
  context: RpcContext,
  grants: PermissionGrants,
  chain: SmartChain,
  params: unknown,
  at: { chainId: number; network: string },
) {
  const account = context.smartAccount!
  const now = grants.now()
  const parsed = parseGrantRequests(params, { chainId: at.chainId, account, now })
  const tokens = await readTokens(chain, parsed)
  const lines = parsed.flatMap((grant) => grant.permissions.map((p) => describePermission(p, tokens, now)))
  const until = [...new Set(parsed.map((grant) => formatDate(grant.expiry)))].join(', ')
  await ask(context, describePermissions('grant', lines, until, { account, network: at.network }))
  const granted = await grants.add(parsed)
  return granted.map((grant) => ({
    ...grant.request,
    chainId: numberToHex(grant.chainId),
    address: grant.account,
    expiry: grant.expiry,
    context: grant.context,
  }))
}

/** wallet_revokePermissions: the grant shown as "Revoke …", then deleted; its context then needs approval again. */
async function revokePermissions(
  context: RpcContext,
  grants: PermissionGrants,
  chain: FrameChainConfig,
  params: unknown,
) {
  const revoked = contextToRevoke(params)
  const grant = await grants.find(revoked)
  if (!grant)
    throw new FrameRpcError(
      FrameErrorCode.INVALID_PARAMS,
      `No permission with the context ${revoked} is granted to this site`,
    )
  const now = grants.now()
  const tokens = await readTokens(chain, [grant])
  const lines = grant.permissions.map((p) => describePermission(p, tokens, now))
  const network = chain.name ?? chain.id
  await ask(
    context,
    describePermissions('revoke', lines, formatDate(grant.expiry), { account: grant.account, network }),
  )
  await grants.remove(revoked)
  return null
}

function smartCalls(method: string, params: unknown, chainId: number, from: `0x${string}`) {
  if (method === 'wallet_sendCalls') return callsOfSendCalls(params, { chainId, from })
  return [callOfTransaction(Array.isArray(params) ? params[0] : undefined)]
}

/**
 * eth_sendTransaction answers the hash of the mined bundle transaction (what a dapp waiting for a receipt looks up);
 * wallet_sendCalls answers the batch id (the user operation hash) at once, for wallet_getCallsStatus, and
 * eth_sendUserOperation the user operation hash, as ERC-4337's RPC does.
 */
async function sendFromSmartAccount(
  context: RpcContext,
  chain: SmartChain,
  method: string,
  operation: { calls: ReturnType<typeof smartCalls> } | DappUserOperation,
): Promise<unknown> {
  let sent: Awaited<ReturnType<typeof sendUserOperation>>
  try {
    sent = await sendUserOperation({ chain, operation, withKeys: (use) => context.withKeys(use) })
  } catch (error) {
    throw bundlerRefusal(error, context.smartAccount!)
  }
  const mined = sent.mined.then((result) => {
    context.onUserOperationMined?.()
    return result
  })
  mined.catch(() => undefined)
  if (method === 'wallet_sendCalls') return { id: sent.userOpHash }
  if (method === 'eth_sendUserOperation') return sent.userOpHash
  const { transactionHash, success } = await mined.catch((error: unknown) => {
    throw new FrameRpcError(
      FrameErrorCode.INTERNAL,
      `The user operation ${sent.userOpHash} was sent but not seen mined: ${shortMessage(error)}`,
    )
  })
  if (!success)
    throw new FrameRpcError(
      FrameErrorCode.INTERNAL,
      `The transaction was mined in ${transactionHash} but its call reverted (user operation ${sent.userOpHash})`,
    )
  return transactionHash
}

function shortMessage(error: unknown): string {
  const e = error as { shortMessage?: string; message?: string }
  return e.shortMessage ?? e.message ?? String(error)
}

/** The bundler's refusals in words a person can act on; AA21 is the EntryPoint's "didn't pay prefund". */
function bundlerRefusal(error: unknown, account: string): FrameRpcError {
  if (error instanceof FrameRpcError) return error
  const text = `${shortMessage(error)} ${(error as { details?: string }).details ?? ''}`
  if (/AA21|insufficient|prefund/i.test(text))
    return new FrameRpcError(
      FrameErrorCode.INTERNAL,
      `The smart account ${account} cannot pay for its gas: send it some ETH first`,
    )
  return new FrameRpcError(FrameErrorCode.INTERNAL, `The bundler refused the user operation: ${shortMessage(error)}`)
}

/**
 * eth_signTypedData_v4's `[address, typedData]` typed data (a JSON string, or the object some dapps send), checked the
 * way signing encodes it (viem's hashTypedData: the types, the domain, each field's value for its type, addresses'
 * checksums), so what cannot be signed is refused with the reason rather than after Approve.
 */
function typedDataOf(params: unknown): TypedDataDefinition {
  const raw = Array.isArray(params) ? (params as unknown[])[1] : undefined
  let typed: unknown
  try {
    typed = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'Invalid typed data: it is not JSON')
  }
  const shape = typed as Partial<TypedDataDefinition> | null
  if (!shape || typeof shape !== 'object' || typeof shape.types !== 'object' || typeof shape.primaryType !== 'string')
    throw new FrameRpcError(
      FrameErrorCode.INVALID_PARAMS,
      'Invalid typed data: expected { types, primaryType, domain, message } as the second parameter',
    )
  try {
    hashTypedData(shape as TypedDataDefinition)
  } catch (error) {
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, `Invalid typed data: ${shortMessage(error)}`)
  }
  return shape as TypedDataDefinition
}

async function sign(keys: SeedKeys, method: string, params: unknown, rpcUrl: string, chainId: number) {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign':
      return keys.evm.signMessage({ message: { raw: list[0] as Hex } })
    case 'eth_signTypedData_v4':
      return keys.evm.signTypedData(typedDataOf(params))
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
      const chain = defineChain({
        id: chainId,
        name: `eip155:${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })
      const client = createWalletClient({ account: keys.evm, chain, transport: http(rpcUrl) })
      return client.sendTransaction({
        to: tx.to ?? null,
        value: tx.value ? BigInt(tx.value) : undefined,
        data: tx.data,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
      })
    }
    case 'solana_signMessage': {
      const message = Uint8Array.from(getBase58Encoder().encode(String((params as { message?: string }).message ?? '')))
      const [signed] = await keys.solana.signMessages([{ content: message, signatures: {} }])
      return { signature: getBase58Decoder().decode(signed![keys.solana.address]!) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const bytes = getBase64Encoder().encode(String((params as { transaction?: string }).transaction ?? ''))
      const transaction = getTransactionDecoder().decode(bytes)
      const [signatures] = await keys.solana.signTransactions([
        transaction as Parameters<typeof keys.solana.signTransactions>[0][number],
      ])
      const signed = { ...transaction, signatures: { ...transaction.signatures, ...signatures } }
      const signature = getBase58Decoder().decode(signatures![keys.solana.address]!)
      if (method === 'solana_signTransaction') {
        return { transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)), signature }
      }
      const wire = getBase64EncodedWireTransaction(
        signed as Parameters<typeof getBase64EncodedWireTransaction>[0],
      ) as Base64EncodedWireTransaction
      await createSolanaRpc(rpcUrl).sendTransaction(wire, { encoding: 'base64' }).send()
      return { signature }
    }
  }
  throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, FrameErrorText.RPC_NOT_ALLOWED)
}
