import { OutScript, Script } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ADDRESSES } from './constants.js'
import { addressScript, describeOutputScript, scriptAsm } from './script-info.js'

describe('Esplora script descriptions', () => {
  it('names P2WPKH outputs v0_p2wpkh with their regtest address and asm', () => {
    const script = addressScript(BITCOIN_DEV_ADDRESSES[0])!
    expect(describeOutputScript(script)).toEqual({ type: 'v0_p2wpkh', address: BITCOIN_DEV_ADDRESSES[0] })
    expect(scriptAsm(script)).toMatch(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/)
  })

  it('P2PKH asm spells opcodes as Esplora does; OP_RETURN has no address', () => {
    const pkh = OutScript.encode({ type: 'pkh', hash: new Uint8Array(20) })
    expect(scriptAsm(pkh)).toBe(`OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'00'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`)
    expect(describeOutputScript(pkh).type).toBe('p2pkh')
    expect(describeOutputScript(Script.encode(['RETURN', new Uint8Array([1])]))).toEqual({ type: 'op_return' })
  })

  it('accepts only regtest addresses', () => {
    expect(addressScript('bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te')).toBeUndefined()
    expect(addressScript('not an address')).toBeUndefined()
  })
})
