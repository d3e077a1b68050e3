import { OutScript, Script } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { dustThreshold, minimumFee } from './policy.js'

const zeros = (n: number) => new Uint8Array(n)

describe('Bitcoin devnet policy', () => {
  it("dust thresholds are Bitcoin Core's: P2PKH 546, P2SH 540, P2WPKH 294, P2WSH and P2TR 330, OP_RETURN none", () => {
    expect(dustThreshold(OutScript.encode({ type: 'pkh', hash: zeros(20) }))).toBe(546n)
    expect(dustThreshold(OutScript.encode({ type: 'sh', hash: zeros(20) }))).toBe(540n)
    expect(dustThreshold(OutScript.encode({ type: 'wpkh', hash: zeros(20) }))).toBe(294n)
    expect(dustThreshold(OutScript.encode({ type: 'wsh', hash: zeros(32) }))).toBe(330n)
    expect(dustThreshold(Script.encode(['OP_1', zeros(32)]))).toBe(330n) // a P2TR output's shape
    expect(dustThreshold(Script.encode(['RETURN', zeros(10)]))).toBe(0n)
  })

  it('the relay fee floor is 1 sat per virtual byte, rounded up', () => {
    expect(minimumFee(141)).toBe(141n)
    expect(minimumFee(140.25)).toBe(141n)
  })
})
