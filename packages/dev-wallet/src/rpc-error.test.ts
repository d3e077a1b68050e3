import { InternalRpcError, RpcRequestError, TransactionExecutionError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError, RpcErrorCode, toProviderRpcError, unsupportedMethod, userRejected } from './rpc-error.js'

describe('ProviderRpcError', () => {
  it('is an Error with a numeric EIP-1193 code', () => {
    const error = userRejected()
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(unsupportedMethod('eth_sign').code).toBe(4200)
  })
})

describe('toProviderRpcError', () => {
  it('keeps the node’s code, message and revert data', () => {
    const fromNode = new RpcRequestError({
      body: { method: 'eth_call' },
      url: 'http://127.0.0.1:8545',
      error: { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' },
    })
    const wrapped = new TransactionExecutionError(fromNode, { account: undefined } as never)
    expect(toProviderRpcError(wrapped)).toMatchObject({
      code: 3,
      message: 'execution reverted: nope',
      data: '0x08c379a0',
    })
  })

  it('keeps viem’s mapped RPC errors', () => {
    const internal = new InternalRpcError(new Error('boom'))
    expect(toProviderRpcError(internal).code).toBe(-32603)
  })

  it('turns anything else into an internal error and passes ProviderRpcError through', () => {
    expect(toProviderRpcError(new Error('socket hang up'))).toMatchObject({
      code: RpcErrorCode.Internal,
      message: 'socket hang up',
    })
    const own = new ProviderRpcError(4902, 'x')
    expect(toProviderRpcError(own)).toBe(own)
  })
})
