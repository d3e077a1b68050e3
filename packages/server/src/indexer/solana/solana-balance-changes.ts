// What a Solana transaction moved for one watched address, from the balances the node recorded before and after it
// (meta.pre/postBalances and pre/postTokenBalances) rather than from instruction decoding: every program that moves
// SOL or tokens shows up there, including ones we cannot decode. The fee is not a transfer, so it is added back to the
// fee payer before comparing. A failed transaction moved nothing but its fee, so it yields no transfers.
import type { IndexedTransfer } from '../indexed-transaction.js'
import { decodeBase58 } from './base58.js'
import { toBigInt } from './parse-json-bigints.js'
import { accountKeysOf, type RpcTokenBalance, type RpcTransaction } from './solana-transaction.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** System program instruction 2: Transfer { lamports: u64 }, accounts [from, to]. */
const SYSTEM_TRANSFER = 2

interface Party {
  party: string
  amount: bigint
}

/**
 * The other side of a movement of `amount`: the only party that moved the opposite way, or else the only one that
 * moved exactly `amount`; null when it cannot be known (a mint, a burn, a swap through several accounts).
 */
function counterpartyOf(candidates: Party[], amount: bigint): string | null {
  if (candidates.length === 1) return candidates[0]!.party
  const exact = candidates.filter((candidate) => candidate.amount === amount)
  return exact.length === 1 ? exact[0]!.party : null
}

function transfer(
  address: string,
  direction: IndexedTransfer['direction'],
  amount: bigint,
  counterparty: string | null,
  asset: string | null,
  decimals: number | null = null,
): IndexedTransfer {
  return {
    address,
    direction,
    counterparty,
    kind: asset === null ? 'native' : 'fungible',
    asset,
    amount: amount.toString(),
    tokenId: null,
    ...(decimals === null ? {} : { decimals }),
  }
}

/** Lamports sent by top-level System transfers from `address` to itself: invisible in balances, yet a transfer. */
function selfSolTransfers(transaction: RpcTransaction, keys: string[], address: string): bigint {
  let total = 0n
  for (const instruction of transaction.transaction.message.instructions) {
    if (keys[instruction.programIdIndex] !== SYSTEM_PROGRAM) continue
    const [from, to] = instruction.accounts.map((index) => keys[index])
    if (from !== address || to !== address) continue
    const data = decodeBase58(instruction.data)
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER) total += view.getBigUint64(4, true)
  }
  return total
}

function nativeTransfers(transaction: RpcTransaction, keys: string[], address: string): IndexedTransfer[] {
  const meta = transaction.meta!
  const deltas = keys.map(
    (_key, index) =>
      toBigInt(meta.postBalances[index] ?? 0, 'postBalances') - toBigInt(meta.preBalances[index] ?? 0, 'preBalances'),
  )
  deltas[0] = (deltas[0] ?? 0n) + toBigInt(meta.fee, 'fee')
  const out: IndexedTransfer[] = []
  const self = selfSolTransfers(transaction, keys, address)
  if (self > 0n) out.push(transfer(address, 'self', self, address, null))
  const own = keys.indexOf(address)
  const delta = own === -1 ? 0n : deltas[own]!
  if (delta === 0n) return out
  const opposite = keys.flatMap((party, index) =>
    party !== address && (delta > 0n ? deltas[index]! < 0n : deltas[index]! > 0n)
      ? [{ party, amount: delta > 0n ? -deltas[index]! : deltas[index]! }]
      : [],
  )
  const amount = delta > 0n ? delta : -delta
  out.push(transfer(address, delta > 0n ? 'in' : 'out', amount, counterpartyOf(opposite, amount), null))
  return out
}

function tokenTransfers(transaction: RpcTransaction, keys: string[], address: string): IndexedTransfer[] {
  const meta = transaction.meta!
  // Per token account: mint, owner and amount before and after (an account created or closed here has one side only).
  const accounts = new Map<number, { mint: string; owner: string; decimals: number; delta: bigint }>()
  const add = (balances: RpcTokenBalance[] | null | undefined, sign: 1n | -1n) => {
    for (const balance of balances ?? []) {
      const entry = accounts.get(balance.accountIndex) ?? {
        mint: balance.mint,
        owner: balance.owner ?? keys[balance.accountIndex] ?? '',
        decimals: balance.uiTokenAmount.decimals,
        delta: 0n,
      }
      entry.delta += sign * toBigInt(balance.uiTokenAmount.amount, 'uiTokenAmount.amount')
      accounts.set(balance.accountIndex, entry)
    }
  }
  add(meta.preTokenBalances, -1n)
  add(meta.postTokenBalances, 1n)
  const mints = new Map([...accounts.values()].map((account) => [account.mint, account.decimals]))
  const out: IndexedTransfer[] = []
  for (const [mint, decimals] of mints) {
    let received = 0n
    let sent = 0n
    const others = new Map<string, bigint>()
    for (const account of accounts.values()) {
      if (account.mint !== mint || account.delta === 0n) continue
      if (account.owner === address) {
        if (account.delta > 0n) received += account.delta
        else sent -= account.delta
      } else others.set(account.owner, (others.get(account.owner) ?? 0n) + account.delta)
    }
    // Between two of the address's own token accounts: a self transfer, and only the rest moved in or out.
    const self = received < sent ? received : sent
    if (self > 0n) out.push(transfer(address, 'self', self, address, mint, decimals))
    const net = received - sent
    if (net === 0n) continue
    const amount = net > 0n ? net : -net
    const opposite = [...others].flatMap(([party, delta]) =>
      (net > 0n ? delta < 0n : delta > 0n) ? [{ party, amount: delta > 0n ? delta : -delta }] : [],
    )
    out.push(transfer(address, net > 0n ? 'in' : 'out', amount, counterpartyOf(opposite, amount), mint, decimals))
  }
  return out
}

/** SOL first, then each SPL mint (Token and Token-2022 alike) in the order the transaction's token balances list them. */
export function solanaBalanceChanges(transaction: RpcTransaction, address: string): IndexedTransfer[] {
  if (!transaction.meta || transaction.meta.err !== null) return []
  const keys = accountKeysOf(transaction)
  return [...nativeTransfers(transaction, keys, address), ...tokenTransfers(transaction, keys, address)]
}
