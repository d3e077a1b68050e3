// How Esplora describes an output script: its type name, address and asm ("OP_0 OP_PUSHBYTES_20 …").
import { Address, OutScript, Script } from '@scure/btc-signer'
import { REGTEST_NETWORK } from './constants.js'
import { bytesToHex } from './hashes.js'

export type EsploraScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'multisig'
  | 'empty'
  | 'unknown'

const TYPE_NAMES: Record<string, EsploraScriptType> = {
  pk: 'p2pk',
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'v0_p2wpkh',
  wsh: 'v0_p2wsh',
  tr: 'v1_p2tr',
  ms: 'multisig',
}

const OP_RETURN = 0x6a

/** The output script's template (pkh, wpkh, tr, …), or undefined when it matches none the library knows. */
export function decodeOutScript(script: Uint8Array) {
  try {
    return OutScript.decode(script)
  } catch {
    return undefined
  }
}

function decodeScript(script: Uint8Array) {
  try {
    return Script.decode(script)
  } catch {
    return undefined
  }
}

/** The output's type as Esplora names it and, for the address types, its regtest address. */
export function describeOutputScript(script: Uint8Array): { type: EsploraScriptType; address?: string } {
  if (script.length === 0) return { type: 'empty' }
  if (script[0] === OP_RETURN) return { type: 'op_return' }
  const decoded = decodeOutScript(script)
  if (!decoded) return { type: 'unknown' }
  const type = TYPE_NAMES[decoded.type] ?? 'unknown'
  if (!['pkh', 'sh', 'wpkh', 'wsh', 'tr'].includes(decoded.type)) return { type }
  return { type, address: Address(REGTEST_NETWORK).encode(decoded) }
}

/** Esplora's asm: opcodes as OP_NAME, pushes as OP_PUSHBYTES_n / OP_PUSHDATA1 then the hex. */
export function scriptAsm(script: Uint8Array): string {
  const ops = decodeScript(script)
  if (!ops) return `OP_INVALID ${bytesToHex(script)}`
  return ops
    .map((op) => {
      if (op instanceof Uint8Array) {
        const push =
          op.length < 0x4c ? `OP_PUSHBYTES_${op.length}` : op.length <= 0xff ? 'OP_PUSHDATA1' : 'OP_PUSHDATA2'
        return `${push} ${bytesToHex(op)}`
      }
      if (typeof op === 'number') return op === 0 ? 'OP_0' : op === -1 ? 'OP_PUSHNUM_NEG1' : `OP_PUSHNUM_${op}`
      if (op === 'OP_0') return 'OP_0'
      if (/^OP_\d+$/.test(op)) return op.replace('OP_', 'OP_PUSHNUM_')
      return `OP_${op}`
    })
    .join(' ')
}

/** The output script an address pays to, or undefined when it is not a valid regtest address. */
export function addressScript(address: string): Uint8Array | undefined {
  try {
    return OutScript.encode(Address(REGTEST_NETWORK).decode(address))
  } catch {
    return undefined
  }
}
