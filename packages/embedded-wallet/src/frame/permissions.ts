// ERC-7715 permissions as the embedded wallet can honour them. SimpleAccount v0.8 has no on-chain permission or
// session-key module, so a grant cannot be handed to a key of the page: the wallet frame, which holds the key, is the
// signer of every call a grant allows (signer type "wallet") and enforces the grant itself before signing. A grant is
// kept in the frame origin's IndexedDB for one user and one host origin; a wallet_sendCalls from that origin carrying
// the grant's context (the `permissions` capability) is sent without the approval screen when every call is inside the
// grant, and its amounts are counted against the allowance of the current period.
//
// Request (the draft's wallet_grantPermissions): [{ chainId, address?, expiry, signer?, permissions: [{ type, data,
// policies?, required? }] }]; answer: each request with `address` (the smart account), `chainId` and `context`.
import {
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  http,
  isAddress,
  isHex,
  numberToHex,
} from 'viem'
import type { Address, Hex } from 'viem'
import { FrameErrorCode } from '../protocol/messages.js'
import type { FrameChainConfig } from './frame-config.js'
import { FrameRpcError } from './frame-error.js'
import { t } from './frame-messages.js'

export const PERMISSION_TYPES = [
  'native-token-recurring-allowance',
  'erc20-token-transfer',
  'erc20-recurring-allowance',
  'contract-call',
] as const

/** Amounts are decimal strings: they survive any storage and JSON without a bigint reviver. */
export type GrantedPermission =
  | { type: 'native-token-recurring-allowance'; allowance: string; start: number; period: number }
  | { type: 'erc20-token-transfer'; token: Address; allowance: string }
  | { type: 'erc20-recurring-allowance'; token: Address; allowance: string; start: number; period: number }
  | { type: 'contract-call'; address: Address; selectors?: Hex[] }

export interface PermissionGrant {
  /** The id the page names the grant by (random, 32 bytes): the response's `context`. */
  context: Hex
  chainId: number
  /** The smart account the grant lets the page use. */
  account: Address
  /** UNIX seconds; from then on the grant allows nothing and is dropped. */
  expiry: number
  permissions: GrantedPermission[]
  /** What was spent under each allowance (by index in `permissions`) and in which period. */
  spent: Record<number, { period: number; amount: string }>
  /** The request as the page sent it, answered back with the context. */
  request: Record<string, unknown>
}

export type ParsedGrant = Omit<PermissionGrant, 'context' | 'spent'>

const invalid = (message: string) => new FrameRpcError(FrameErrorCode.INVALID_PARAMS, message)

function quantity(value: unknown, what: string): bigint {
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && isHex(value) && value.length > 2) return BigInt(value)
  throw invalid(`${what} must be a hex quantity`)
}

function seconds(value: unknown, what: string): number {
  const n = typeof value === 'string' && isHex(value) ? Number(BigInt(value)) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw invalid(`${what} must be a UNIX time in seconds`)
  // A millisecond timestamp (as some libraries pass) would read as a date tens of thousands of years away.
  if (n > 1e11) throw invalid(`${what} looks like milliseconds: it must be a UNIX time in seconds`)
  return n
}

function address(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalid(`${what} must be an address`)
  return value as Address
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(`${what} must be an object`)
  return value as Record<string, unknown>
}

function period(data: Record<string, unknown>, type: string, now: number) {
  const length = data.period
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length <= 0)
    throw invalid(`${type}: "period" must be a number of seconds greater than 0`)
  return { start: data.start === undefined ? now : seconds(data.start, `${type}: "start"`), period: length }
}

function parsePermission(raw: unknown, now: number): GrantedPermission {
  const permission = object(raw, 'A permission')
  const type = permission.type
  if (typeof type !== 'string' || !(PERMISSION_TYPES as readonly string[]).includes(type))
    throw invalid(
      `The embedded wallet does not support the permission type ${JSON.stringify(type)}; it supports ${PERMISSION_TYPES.join(', ')}`,
    )
  const data = object(permission.data, `${type}: "data"`)
  const policies = permission.policies === undefined ? [] : permission.policies
  if (!Array.isArray(policies)) throw invalid(`${type}: "policies" must be a list`)
  // A policy narrows a permission; one the wallet cannot enforce would be a promise it does not keep.
  let policyAllowance: unknown
  for (const policy of policies as unknown[]) {
    const { type: policyType, data: policyData } = object(policy, `${type}: a policy`)
    if (type === 'erc20-token-transfer' && policyType === 'token-allowance')
      policyAllowance = object(policyData, 'token-allowance: "data"').allowance
    else throw invalid(`${type}: the embedded wallet cannot enforce the policy ${JSON.stringify(policyType)}`)
  }
  switch (type) {
    case 'native-token-recurring-allowance':
      return {
        type,
        allowance: quantity(data.allowance, `${type}: "allowance"`).toString(),
        ...period(data, type, now),
      }
    case 'erc20-token-transfer':
      return {
        type,
        token: address(data.address ?? data.token, `${type}: "address" (the token)`),
        allowance: quantity(data.allowance ?? policyAllowance, `${type}: "allowance"`).toString(),
      }
    case 'erc20-recurring-allowance':
      return {
        type,
        token: address(data.address ?? data.token, `${type}: "address" (the token)`),
        allowance: quantity(data.allowance, `${type}: "allowance"`).toString(),
        ...period(data, type, now),
      }
    default: {
      const selectors = data.functionSelectors
      if (selectors !== undefined && (!Array.isArray(selectors) || selectors.length === 0))
        throw invalid('contract-call: "functionSelectors" must be a non-empty list of 4-byte selectors')
      for (const selector of (selectors ?? []) as unknown[])
        if (typeof selector !== 'string' || !isHex(selector) || selector.length !== 10)
          throw invalid(`contract-call: ${JSON.stringify(selector)} is not a 4-byte function selector`)
      return {
        type: 'contract-call',
        address: address(data.address, 'contract-call: "address" (the contract)'),
        ...(selectors ? { selectors: (selectors as Hex[]).map((s) => s.toLowerCase() as Hex) } : {}),
      }
    }
  }
}

/** wallet_grantPermissions' parameter, checked before the approval screen: anything the wallet cannot keep is refused. */
export function parseGrantRequests(
  params: unknown,
  expected: { chainId: number; account: Address; now: number },
): ParsedGrant[] {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  if (list.length === 0) throw invalid('wallet_grantPermissions expects [{ chainId, expiry, permissions: [...] }]')
  return list.map((raw) => {
    const request = object(raw, 'A permission request')
    if (request.chainId === undefined || Number(request.chainId) !== expected.chainId)
      throw invalid(
        `The permission request names chain ${String(request.chainId)}, but the wallet is on ${numberToHex(expected.chainId)}`,
      )
    if (request.address !== undefined && String(request.address).toLowerCase() !== expected.account.toLowerCase())
      throw new FrameRpcError(
        FrameErrorCode.UNAUTHORIZED,
        `The permission request names ${String(request.address)}, which is not this wallet's smart account ${expected.account}`,
      )
    const expiry = seconds(request.expiry, '"expiry"')
    if (expiry <= expected.now) throw invalid('"expiry" is in the past')
    const signer = request.signer === undefined ? undefined : object(request.signer, '"signer"')
    if (signer && signer.type !== 'wallet')
      throw invalid(
        `The embedded wallet grants permissions to itself only (signer type "wallet"): its smart account has no session keys, so a signer of type ${JSON.stringify(signer.type)} cannot be given them. Send the calls with wallet_sendCalls and the permissions capability instead.`,
      )
    if (Array.isArray(request.policies) && request.policies.length > 0)
      throw invalid('The embedded wallet cannot enforce request-level policies')
    if (!Array.isArray(request.permissions) || request.permissions.length === 0)
      throw invalid('A permission request needs at least one permission')
    const permissions = request.permissions.map((p: unknown) => parsePermission(p, expected.now))
    // Calls are charged to the first allowance that matches: a second one for the same asset would read as more than
    // the wallet would let through.
    const assets = permissions.flatMap((p) =>
      p.type === 'native-token-recurring-allowance'
        ? ['the native token']
        : 'token' in p
          ? [p.token.toLowerCase()]
          : [],
    )
    const twice = assets.find((asset, i) => assets.indexOf(asset) !== i)
    if (twice) throw invalid(`A permission request may hold one allowance per token; ${twice} has two`)
    return { chainId: expected.chainId, account: expected.account, expiry, permissions, request }
  })
}

/** wallet_revokePermissions' parameter: [{ permissionsContext }] (the draft), [{ context }] or { context }. */
export function contextToRevoke(params: unknown): Hex {
  const first = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined
  const context = first?.permissionsContext ?? first?.permissionContext ?? first?.context
  if (typeof context !== 'string' || !isHex(context) || context.length <= 2)
    throw invalid('wallet_revokePermissions expects [{ permissionsContext: "0x…" }]')
  return context.toLowerCase() as Hex
}

/** The `permissions` capability of a wallet_sendCalls (ERC-7715 with EIP-5792): the grant the page means to use. */
export function permissionsContextOf(capability: unknown): Hex {
  const context = (capability as { context?: unknown } | undefined)?.context
  if (typeof context !== 'string' || !isHex(context) || context.length <= 2)
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'The permissions capability expects { context: "0x…" }')
  return context.toLowerCase() as Hex
}

// ---- What the approval screen says ----

export type TokenInfo = { symbol: string; decimals: number }

/** The tokens' symbols and decimals from the chain, so allowances read as amounts; unreadable ones stay raw units. */
export async function readTokens(chain: FrameChainConfig, grants: ParsedGrant[]): Promise<Map<string, TokenInfo>> {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const tokens = new Set(
    grants.flatMap((g) => g.permissions.flatMap((p) => ('token' in p ? [p.token.toLowerCase() as Address] : []))),
  )
  const infos = new Map<string, TokenInfo>()
  await Promise.all(
    [...tokens].map(async (token) => {
      try {
        const [symbol, decimals] = await Promise.all([
          client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
        ])
        infos.set(token, { symbol, decimals })
      } catch {
        // Not an ERC-20 the chain can answer for: the screen shows raw units and the address.
      }
    }),
  )
  return infos
}

export function formatDate(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

function formatPeriod(length: number): string {
  const units: [number, string][] = [
    [604800, 'week'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ]
  const [size, name] = units.find(([size]) => length % size === 0)!
  const count = length / size
  return count === 1 ? name : `${count} ${name}s`
}

function tokenAmount(amount: string, token: Address, tokens: Map<string, TokenInfo>): string {
  const info = tokens.get(token.toLowerCase())
  return info
    ? `${formatUnits(BigInt(amount), info.decimals)} ${info.symbol} (${token})`
    : `${amount} units of the token ${token}`
}

/** One permission in words: what the page may do, how much, with which contract. */
export function describePermission(
  permission: GrantedPermission,
  tokens: Map<string, TokenInfo>,
  now: number,
  nativeSymbol = 'ETH',
): string {
  const from = (start: number) => (start > now ? `, from ${formatDate(start)}` : '')
  switch (permission.type) {
    case 'native-token-recurring-allowance':
      return t('permissionNative', {
        amount: `${formatUnits(BigInt(permission.allowance), 18)} ${nativeSymbol}`,
        period: formatPeriod(permission.period),
      }).concat(from(permission.start))
    case 'erc20-token-transfer':
      return t('permissionErc20', { amount: tokenAmount(permission.allowance, permission.token, tokens) })
    case 'erc20-recurring-allowance':
      return t('permissionErc20Recurring', {
        amount: tokenAmount(permission.allowance, permission.token, tokens),
        period: formatPeriod(permission.period),
      }).concat(from(permission.start))
    case 'contract-call':
      return permission.selectors
        ? t('permissionContractFunctions', { address: permission.address, selectors: permission.selectors.join(', ') })
        : t('permissionContractAny', { address: permission.address })
  }
}

// ---- Whether calls fall inside a grant ----

type Call = { to: Address; value?: bigint; data?: Hex }

function periodOf(permission: GrantedPermission, now: number): number | undefined {
  if (!('period' in permission)) return 0
  if (now < permission.start) return undefined
  return Math.floor((now - permission.start) / permission.period)
}

/** What is left of an allowance in the current period (undefined: the allowance has not started). */
function remaining(grant: PermissionGrant, index: number, now: number): bigint | undefined {
  const permission = grant.permissions[index]!
  const current = periodOf(permission, now)
  if (current === undefined || !('allowance' in permission)) return undefined
  const spent = grant.spent[index]
  return BigInt(permission.allowance) - (spent && spent.period === current ? BigInt(spent.amount) : 0n)
}

export type Coverage = { covered: true; uses: Map<number, bigint> } | { covered: false; reason: string }

/**
 * Whether every call is inside the grant: ETH sent counts against a native allowance; an ERC-20 `transfer` against an
 * allowance for that token; any other call data needs a contract-call permission for the target (and the selector,
 * when the permission names selectors). `uses` is what each allowance would be charged.
 */
export function coverage(grant: PermissionGrant, calls: readonly Call[], now: number): Coverage {
  if (now >= grant.expiry) return { covered: false, reason: `it expired on ${formatDate(grant.expiry)}` }
  const uses = new Map<number, bigint>()
  const charge = (index: number, amount: bigint) => uses.set(index, (uses.get(index) ?? 0n) + amount)
  const indexOf = (match: (p: GrantedPermission) => boolean) => grant.permissions.findIndex(match)
  const native = indexOf((p) => p.type === 'native-token-recurring-allowance')
  for (const call of calls) {
    const value = call.value ?? 0n
    const data = call.data ?? '0x'
    const to = call.to.toLowerCase()
    if (value > 0n) {
      if (native < 0) return { covered: false, reason: 'it does not allow sending ETH' }
      charge(native, value)
    }
    if (data === '0x' || data.length < 10) {
      if (data !== '0x') return { covered: false, reason: `the call to ${call.to} has malformed data` }
      // A plain send: the native allowance covers it, or a contract-call permission for any function of the target.
      if (
        native >= 0 ||
        indexOf((p) => p.type === 'contract-call' && p.address.toLowerCase() === to && !p.selectors) >= 0
      )
        continue
      return { covered: false, reason: `it does not allow calls to ${call.to}` }
    }
    const transfer = erc20Transfer(data)
    const token =
      transfer &&
      indexOf(
        (p) =>
          (p.type === 'erc20-token-transfer' || p.type === 'erc20-recurring-allowance') && p.token.toLowerCase() === to,
      )
    if (transfer && token !== undefined && token >= 0) {
      charge(token, transfer.amount)
      continue
    }
    const selector = data.slice(0, 10).toLowerCase()
    const callable = indexOf(
      (p) =>
        p.type === 'contract-call' &&
        p.address.toLowerCase() === to &&
        (!p.selectors || p.selectors.includes(selector as Hex)),
    )
    if (callable < 0) return { covered: false, reason: `it does not allow the call ${selector} to ${call.to}` }
  }
  for (const [index, amount] of uses) {
    const left = remaining(grant, index, now)
    if (left === undefined) return { covered: false, reason: 'its allowance has not started yet' }
    if (amount > left)
      return { covered: false, reason: `the calls spend more than what is left of its allowance this period (${left})` }
  }
  return { covered: true, uses }
}

function erc20Transfer(data: Hex): { amount: bigint } | undefined {
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data })
    return decoded.functionName === 'transfer' ? { amount: decoded.args[1] } : undefined
  } catch {
    return undefined
  }
}

// ---- Where grants are kept ----

/** The frame storage's part that keeps grants (FrameStorage implements it on IndexedDB). */
export interface GrantBackend {
  getPermissionGrants(userId: string, origin: string): Promise<PermissionGrant[] | undefined>
  setPermissionGrants(userId: string, origin: string, grants: PermissionGrant[]): Promise<void>
}

const localLocks = new Map<string, Promise<unknown>>()
/** False once the browser refused this frame the Web Locks API (it goes with IndexedDB: see frame-storage.ts). */
let webLocksUsable = true

function localExclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
  const previous = localLocks.get(name) ?? Promise.resolve()
  const next = previous.then(run, run)
  localLocks.set(
    name,
    next.catch(() => undefined),
  )
  return next
}

/**
 * One check-and-record at a time per user and origin, so two requests cannot both spend the last of an allowance:
 * across the frame's tabs with the Web Locks API (one IndexedDB behind them), in one process otherwise. A browser that
 * refuses the frame its storage refuses the locks too ("SecurityError: The request was denied."); the grants are then
 * kept in this frame's memory, which a lock in this process guards.
 */
function exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks
  if (!locks || !webLocksUsable) return localExclusive(name, run)
  let started = false
  return (
    locks.request(name, () => {
      started = true
      return run()
    }) as Promise<T>
  ).catch((error: unknown) => {
    if (started || (error as { name?: unknown })?.name !== 'SecurityError') throw error
    webLocksUsable = false
    return localExclusive(name, run)
  })
}

/** The grants of one user to one host origin. */
export class PermissionGrants {
  constructor(
    private readonly backend: GrantBackend,
    private readonly userId: string,
    private readonly origin: string,
    private readonly clock: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  now(): number {
    return this.clock()
  }

  private lockName() {
    return `foyer-permissions:${this.userId}:${this.origin}`
  }

  /** The grants still in force (expired ones are dropped when next written). */
  async list(): Promise<PermissionGrant[]> {
    const now = this.clock()
    return (await this.all()).filter((g) => g.expiry > now)
  }

  private async all(): Promise<PermissionGrant[]> {
    return (await this.backend.getPermissionGrants(this.userId, this.origin)) ?? []
  }

  private async write(change: (grants: PermissionGrant[]) => PermissionGrant[]) {
    await this.backend.setPermissionGrants(this.userId, this.origin, change(await this.list()))
  }

  async find(context: Hex): Promise<PermissionGrant | undefined> {
    return (await this.list()).find((g) => g.context === context.toLowerCase())
  }

  /** Keeps the parsed requests as grants with a fresh random context each. */
  add(parsed: ParsedGrant[]): Promise<PermissionGrant[]> {
    const grants = parsed.map((p) => ({
      ...p,
      context:
        `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}` as Hex,
      spent: {},
    }))
    return exclusive(this.lockName(), async () => {
      await this.write((current) => [...current, ...grants])
      return grants
    })
  }

  remove(context: Hex): Promise<void> {
    return exclusive(this.lockName(), () => this.write((grants) => grants.filter((g) => g.context !== context)))
  }

  /**
   * Checks the calls against the grant and, when covered, records their amounts at once (before sending, so a second
   * request racing this one sees them spent). `refund` takes them back if the user operation could not be sent.
   */
  spend(
    context: Hex,
    calls: readonly Call[],
    scope: { chainId: number; account: Address },
  ): Promise<{ covered: true; refund(): Promise<void> } | { covered: false; reason: string }> {
    return exclusive(this.lockName(), async () => {
      const now = this.clock()
      // Expired ones included, so the screen can say it expired rather than that it never was.
      const grant = (await this.all()).find((g) => g.context === context)
      if (!grant) return { covered: false as const, reason: 'no such permission is granted to this site' }
      if (grant.chainId !== scope.chainId || grant.account.toLowerCase() !== scope.account.toLowerCase())
        return { covered: false as const, reason: `it was granted for ${grant.account} on chain ${grant.chainId}` }
      const result = coverage(grant, calls, now)
      if (!result.covered) return result
      const apply = (sign: 1n | -1n) => (grants: PermissionGrant[]) =>
        grants.map((g) => {
          if (g.context !== context) return g
          const spent = { ...g.spent }
          for (const [index, amount] of result.uses) {
            const period = periodOf(g.permissions[index]!, now) ?? 0
            const before = spent[index]?.period === period ? BigInt(spent[index].amount) : 0n
            const after = before + sign * amount
            spent[index] = { period, amount: (after < 0n ? 0n : after).toString() }
          }
          return { ...g, spent }
        })
      await this.write(apply(1n))
      return {
        covered: true as const,
        refund: () => exclusive(this.lockName(), () => this.write(apply(-1n))),
      }
    })
  }
}
