import { describe, expect, it } from 'vitest'
import {
  parseAddEthereumChain,
  parseChainId,
  parseTransaction,
  parseTypedData,
  typedDataChainId,
} from './parse-params.js'

const invalid = { code: -32602 }

describe('parseTransaction', () => {
  it('decodes quantities and checksums addresses', () => {
    expect(
      parseTransaction({
        from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        value: '0xde0b6b3a7640000',
        input: '0x1234',
        gas: '0x5208',
        nonce: '0x2',
        maxFeePerGas: '0x3b9aca00',
        chainId: '0x7a69',
      }),
    ).toEqual({
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 10n ** 18n,
      data: '0x1234',
      gas: 21000n,
      nonce: 2,
      maxFeePerGas: 1_000_000_000n,
      chainId: 31337,
    })
  })

  it('treats a missing or null "to" as contract creation', () => {
    expect(parseTransaction({ data: '0x60006000' })).toEqual({ data: '0x60006000' })
    expect(parseTransaction({ to: null })).toEqual({})
  })

  it('names the bad field', () => {
    expect(() => parseTransaction({ to: '0x123' })).toThrow(expect.objectContaining(invalid))
    expect(() => parseTransaction({ value: '12' })).toThrow(/value must be a hex quantity/)
    expect(() => parseTransaction({ data: '0x123' })).toThrow(/data must be hex bytes/)
    expect(() => parseTransaction({ gasPrice: '0x1', maxFeePerGas: '0x1' })).toThrow(/either gasPrice/)
    expect(() => parseTransaction('nope')).toThrow(expect.objectContaining(invalid))
  })
})

describe('parseTypedData', () => {
  const payload = {
    domain: { name: 'Foyer', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  }

  it('accepts the JSON string the standard specifies, and an object', () => {
    expect(parseTypedData(JSON.stringify(payload))).toEqual(payload)
    expect(parseTypedData(payload)).toEqual(payload)
  })

  it('rejects malformed payloads with -32602', () => {
    expect(() => parseTypedData('{')).toThrow(/valid JSON/)
    expect(() => parseTypedData({ ...payload, primaryType: 'Other' })).toThrow(/primaryType/)
    expect(() => parseTypedData({ ...payload, types: { Mail: [{ name: 1 }] } })).toThrow(
      expect.objectContaining(invalid),
    )
  })

  it('reads the domain chain id in any of its spellings', () => {
    expect(typedDataChainId({ chainId: 5 })).toBe(5)
    expect(typedDataChainId({ chainId: '0x7a69' as never })).toBe(31337)
    expect(typedDataChainId({ chainId: '10' as never })).toBe(10)
    expect(typedDataChainId({})).toBeUndefined()
  })
})

describe('parseAddEthereumChain / parseChainId', () => {
  it('takes the id, the name and the first http rpc url', () => {
    expect(
      parseAddEthereumChain({
        chainId: '0x539',
        chainName: 'Local 1337',
        rpcUrls: ['http://127.0.0.1:9545'],
        nativeCurrency: {},
      }),
    ).toEqual({ id: 1337, name: 'Local 1337', rpcUrl: 'http://127.0.0.1:9545' })
  })

  it('requires a usable rpc url and a hex chain id', () => {
    expect(() => parseAddEthereumChain({ chainId: '0x539', rpcUrls: [] })).toThrow(/rpcUrls/)
    expect(() => parseAddEthereumChain({ chainId: 'abc', rpcUrls: ['http://x'] })).toThrow(/chainId/)
    expect(() => parseChainId('0x')).toThrow(expect.objectContaining(invalid))
  })
})
