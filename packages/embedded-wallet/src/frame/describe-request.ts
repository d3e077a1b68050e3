// What an approval-class request asks, in human terms, for the approval screen: message text for personal_sign,
// typed-data fields, the decoded call of a transaction (ERC-20 transfer/approve where the data is one), value and
// recipient, and a Solana transaction's fee payer, instructions and programs.
import {
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { decodeFunctionData, erc20Abi, formatEther, formatGwei, hexToString, isHex, type Hex } from 'viem'
import { t, type FrameMessageKey } from './frame-messages.js'
import type { DappUserOperation } from './smart-account-rpc.js'

export interface RequestDescription {
  title: string
  fields: { label: string; value: string }[]
}

const field = (label: FrameMessageKey, value: string) => ({ label: t(label), value })

/** personal_sign's hex as text when it is printable UTF-8; otherwise the hex itself. */
export function messageText(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message as Hex)
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? message : text
  } catch {
    return message
  }
}

/** solana_signMessage's base58 message as text when it is UTF-8; otherwise as given. */
export function base58Text(message: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(getBase58Encoder().encode(message))
  } catch {
    return message
  }
}

function describeCall(data: Hex): { label: FrameMessageKey; value: string }[] {
  if (data === '0x') return []
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data })
    return [{ label: 'fieldFunction', value: `${functionName}(${(args ?? []).map(String).join(', ')})` }]
  } catch {
    return [
      {
        label: 'fieldData',
        value: data.length > 138 ? `${data.slice(0, 138)}… (${(data.length - 2) / 2} bytes)` : data,
      },
    ]
  }
}

/** One call of a batch: recipient, value and the decoded function, as wallet_sendCalls and user operations show it. */
function callField(
  index: number,
  call: { to?: string; value?: bigint; data?: Hex },
  context: { nativeSymbol?: string },
): { label: string; value: string } {
  const what = describeCall(call.data ?? '0x').map((f) => `${t(f.label)}: ${f.value}`)
  return {
    label: t('fieldCall', { n: String(index + 1) }),
    value: [
      `${t('fieldTo')}: ${call.to ?? '—'}`,
      `${t('fieldValue')}: ${formatEther(call.value ?? 0n)} ${context.nativeSymbol ?? 'ETH'}`,
      ...what,
    ].join('\n'),
  }
}

/**
 * eth_sendUserOperation: the calls its callData makes (decoded from the account's execute/executeBatch) and the gas
 * limits and fees the dapp set; what it left out the wallet fills when it sends, and the screen says so.
 */
export function describeUserOperation(
  operation: Omit<DappUserOperation, 'callData'> & { calls: readonly { to: string; value?: bigint; data?: Hex }[] },
  context: { account: string; network: string; nativeSymbol?: string },
): RequestDescription {
  const gas = (value?: bigint) => (value === undefined ? t('setByWallet') : value.toString())
  const fee = (value?: bigint) => (value === undefined ? t('setByWallet') : `${formatGwei(value)} gwei`)
  return {
    title: t('sendUserOperationTitle'),
    fields: [
      field('fieldAccount', context.account),
      field('fieldNetwork', context.network),
      ...operation.calls.map((call, i) => callField(i, call, context)),
      field(
        'fieldGasLimits',
        t('gasLimits', {
          call: gas(operation.callGasLimit),
          verification: gas(operation.verificationGasLimit),
          preVerification: gas(operation.preVerificationGas),
        }),
      ),
      field(
        'fieldFees',
        t('fees', { max: fee(operation.maxFeePerGas), priority: fee(operation.maxPriorityFeePerGas) }),
      ),
      field('fieldNonce', operation.nonce === undefined ? t('setByWallet') : operation.nonce.toString()),
    ],
  }
}

/** wallet_grantPermissions / wallet_revokePermissions: each permission in words and until when it holds. */
export function describePermissions(
  kind: 'grant' | 'revoke',
  permissions: string[],
  expiry: string,
  context: { account: string; network: string },
): RequestDescription {
  return {
    title: t(kind === 'grant' ? 'grantPermissionsTitle' : 'revokePermissionsTitle'),
    fields: [
      field('fieldAccount', context.account),
      field('fieldNetwork', context.network),
      ...permissions.map((value, i) => ({ label: t('fieldPermission', { n: String(i + 1) }), value })),
      field('fieldUntil', expiry),
      kind === 'grant'
        ? field('fieldWithoutAsking', t('grantWithoutAsking'))
        : field('fieldAfterRevoking', t('revokeAfter')),
    ],
  }
}

export function describeSolanaTransaction(base64Transaction: string): { label: string; value: string }[] {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64Transaction))
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const accounts = message.staticAccounts
  const instructions = ('instructions' in message ? message.instructions : message.instructionHeaders) as readonly {
    programAddressIndex: number
  }[]
  const programs = [...new Set(instructions.map((ix) => accounts[ix.programAddressIndex] ?? '?'))]
  return [
    field('fieldFeePayer', accounts[0] ?? '?'),
    field('fieldInstructions', String(instructions.length)),
    field('fieldPrograms', programs.join(', ')),
  ]
}

export function describeRequest(
  method: string,
  params: unknown,
  context: { account: string; network: string; nativeSymbol?: string },
): RequestDescription {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const base = [field('fieldAccount', context.account), field('fieldNetwork', context.network)]
  switch (method) {
    case 'personal_sign':
      return { title: t('signMessageTitle'), fields: [...base, field('fieldMessage', messageText(String(list[0])))] }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        domain?: Record<string, unknown>
        primaryType?: string
        message?: Record<string, unknown>
      }
      const domain = data.domain ?? {}
      const fields = [
        ...base,
        field('fieldDomain', [domain.name, domain.version, domain.verifyingContract].filter(Boolean).join(' · ')),
        field('fieldPrimaryType', String(data.primaryType ?? '')),
        ...Object.entries(data.message ?? {}).map(([label, value]) => ({
          label,
          value: typeof value === 'object' ? JSON.stringify(value) : String(value),
        })),
      ]
      return { title: t('signTypedDataTitle'), fields }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: Hex }
      const value = tx.value ? BigInt(tx.value) : 0n
      return {
        title: t('sendTransactionTitle'),
        fields: [
          ...base,
          field('fieldTo', tx.to ?? '—'),
          field('fieldValue', `${formatEther(value)} ${context.nativeSymbol ?? 'ETH'}`),
          ...describeCall(tx.data ?? '0x').map((f) => field(f.label, f.value)),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: unknown } | undefined)?.calls ?? []) as {
        to?: string
        value?: string
        data?: Hex
      }[]
      return {
        title: calls.length === 1 ? t('sendCallTitle') : t('sendCallsTitle', { count: String(calls.length) }),
        fields: [
          ...base,
          ...calls.map((call, i) =>
            callField(i, { to: call.to, value: call.value ? BigInt(call.value) : 0n, data: call.data }, context),
          ),
        ],
      }
    }
    case 'solana_signMessage': {
      const p = params as { message?: string }
      return {
        title: t('solanaSignMessageTitle'),
        fields: [...base, field('fieldMessage', base58Text(String(p?.message ?? '')))],
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const p = params as { transaction?: string }
      return {
        title: t(method === 'solana_signTransaction' ? 'solanaSignTransactionTitle' : 'solanaSendTransactionTitle'),
        fields: [...base, ...describeSolanaTransaction(String(p?.transaction ?? ''))],
      }
    }
    default:
      return { title: t('otherRequestTitle', { method }), fields: base }
  }
}
