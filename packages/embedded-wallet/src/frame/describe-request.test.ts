import { encodeFunctionData, erc20Abi, parseEther, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest, messageText } from './describe-request.js'

const context = { account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const, network: 'Foyer Devnet' }
const valueOf = (d: { fields: { label: string; value: string }[] }, label: string) =>
  d.fields.find((f) => f.label === label)?.value

describe('what the approval screen shows', () => {
  it('personal_sign: the message as text, or the hex when it is not text', () => {
    const d = describeRequest('personal_sign', [stringToHex('Sign in to Foyer'), context.account], context)
    expect(d.title).toBe('Sign message')
    expect(valueOf(d, 'Message')).toBe('Sign in to Foyer')
    expect(messageText('0x00ff10')).toBe('0x00ff10')
  })

  it('eth_sendTransaction: recipient, value in ETH and the decoded ERC-20 call', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [context.account, 1_000_000n] })
    const d = describeRequest(
      'eth_sendTransaction',
      [{ to: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', value: `0x${parseEther('0.5').toString(16)}`, data }],
      context,
    )
    expect(valueOf(d, 'To')).toBe('0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')
    expect(valueOf(d, 'Value')).toBe('0.5 ETH')
    expect(valueOf(d, 'Function')).toBe(`transfer(${context.account}, 1000000)`)
    const unknown = describeRequest('eth_sendTransaction', [{ to: context.account, data: '0xdeadbeef' }], context)
    expect(valueOf(unknown, 'Data')).toBe('0xdeadbeef')
  })

  it('eth_signTypedData_v4: domain, primary type and the message fields', () => {
    const typed = {
      domain: { name: 'Foyer Mail', version: '1', chainId: 31337 },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Hello, Bob!' },
    }
    const d = describeRequest('eth_signTypedData_v4', [context.account, JSON.stringify(typed)], context)
    expect(valueOf(d, 'Domain')).toBe('Foyer Mail · 1')
    expect(valueOf(d, 'Type')).toBe('Mail')
    expect(valueOf(d, 'contents')).toBe('Hello, Bob!')
  })
})
