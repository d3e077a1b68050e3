import { describe, expect, it } from 'vitest'
import { answerBody, JsonRpcError, stringifyJson } from './json-rpc.js'

describe('json-rpc', () => {
  it('writes u64 values as exact JSON numbers', () => {
    expect(stringifyJson({ rentEpoch: 18446744073709551615n, lamports: 5n, text: 'a' })).toBe(
      '{"rentEpoch":18446744073709551615,"lamports":5,"text":"a"}',
    )
  })

  it('answers single and batch requests, errors with their codes', async () => {
    const handle = (method: string, params: unknown[]) => {
      if (method === 'echo') return params[0]
      throw new JsonRpcError(-32601, 'Method not found')
    }
    expect(await answerBody('{"jsonrpc":"2.0","id":1,"method":"echo","params":[7]}', handle)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: 7,
    })
    expect(
      await answerBody(
        '[{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]},{"jsonrpc":"2.0","id":2,"method":"nope"}]',
        handle,
      ),
    ).toEqual([
      { jsonrpc: '2.0', id: 1, result: 1 },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
    expect(await answerBody('{not json', handle)).toMatchObject({ error: { code: -32700 } })
  })
})
