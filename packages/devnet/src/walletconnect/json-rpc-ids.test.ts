import { describe, expect, it } from 'vitest'
import { parseRelayMessage, stringifyError, stringifyResult } from './json-rpc-ids.js'

describe('relay JSON-RPC ids', () => {
  it('echoes a 19-digit numeric id digit for digit (JSON.parse alone would round it)', () => {
    const message = parseRelayMessage(
      '{"id":1732100000000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}',
    )
    expect(message.method).toBe('irn_subscribe')
    expect(message.params).toEqual({ topic: 'ab' })
    expect(stringifyResult(message.id, 'sub')).toBe('{"id":1732100000000123456,"jsonrpc":"2.0","result":"sub"}')
  })

  it('echoes a string id as a string', () => {
    const message = parseRelayMessage('{"id": "1732100000000123456", "method":"x"}')
    expect(stringifyError(message.id, -32601, 'Method not found')).toBe(
      '{"id":"1732100000000123456","jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"}}',
    )
  })

  it('gives ids nested in params back as their digits, and leaves look-alikes inside strings alone', () => {
    const message = parseRelayMessage(
      '{"id":1,"method":"irn_unsubscribe","params":{"id":9007199254740993,"topic":"say \\"id\\":5"}}',
    )
    expect(message.params).toEqual({ id: '9007199254740993', topic: 'say "id":5' })
    expect(message.id).toEqual({ json: '1' })
  })

  it('reads acks (result, no method)', () => {
    const message = parseRelayMessage('{"id":1732100000000999999,"jsonrpc":"2.0","result":true}')
    expect(message.method).toBeUndefined()
    expect(message.result).toBe(true)
    expect(message.id).toEqual({ json: '1732100000000999999' })
  })

  it('refuses what is not a JSON-RPC object', () => {
    expect(() => parseRelayMessage('[1]')).toThrow(SyntaxError)
    expect(() => parseRelayMessage('{')).toThrow(SyntaxError)
  })
})
