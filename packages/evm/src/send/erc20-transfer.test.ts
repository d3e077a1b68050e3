// The ERC-20 call a wallet is asked to sign: the standard transfer(address,uint256) selector and its two words.
import { describe, expect, it } from 'vitest'
import { erc20TransferCall } from './erc20-transfer.js'

describe('erc20TransferCall', () => {
  it('calls the token with transfer(to, amount) and sends no ether', () => {
    const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const call = erc20TransferCall(token, to, 12_345_678n)
    expect(call.to).toBe(token)
    expect(call.value).toBe(0n)
    // 0xa9059cbb = keccak256("transfer(address,uint256)")[0..4], as every ERC-20 wallet decodes it.
    expect(call.data).toBe(
      '0xa9059cbb' +
        '00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        (12_345_678).toString(16).padStart(64, '0'),
    )
  })
})
