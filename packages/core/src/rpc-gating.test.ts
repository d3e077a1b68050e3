import { describe, expect, it } from 'vitest'
import { assertRpcAllowed, classifyRpcMethod } from './rpc-gating.js'
import { ErrorText, RpcNotAllowedError } from './errors.js'

describe('RPC gating (spec §6)', () => {
  it.each([
    'eth_chainId',
    'eth_getBalance',
    'eth_call',
    'eth_blockNumber',
    'eth_accounts',
    'eth_estimateGas',
    'wallet_getCapabilities',
  ])('lets the safe read %s through', (method) => expect(classifyRpcMethod(method)).toBe('safe'))
  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('asks the person for %s', (method) => expect(classifyRpcMethod(method)).toBe('approval'))
  it.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_sendRawTransaction',
    'debug_traceTransaction',
    'anvil_setBalance',
    'foo',
    '',
  ])('refuses %j with the spec text', (method) => {
    expect(() => assertRpcAllowed(method)).toThrow(RpcNotAllowedError)
    expect(() => assertRpcAllowed(method)).toThrow(ErrorText.RPC_NOT_ALLOWED)
    try {
      assertRpcAllowed(method)
    } catch (error) {
      expect((error as RpcNotAllowedError).uiMessage).toBe('Action not allowed')
    }
  })
})
