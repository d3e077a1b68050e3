import { isHex, stringToHex, type Hex, type TypedDataDefinition } from 'viem'
import { devAccount } from '../dev-keys.js'
import { parseTypedData, typedDataChainId } from '../parse-params.js'
import { invalidParams } from '../rpc-error.js'
import { requireAccount } from './connection.js'
import type { EvmProviderContext } from './context.js'
import type { MethodHandler } from './types.js'

/** personal_sign and eth_signTypedData_v4: shown to the person, then signed by the account they saw. */
export function signingMethods(context: EvmProviderContext): Record<string, MethodHandler> {
  const { state, approvals } = context
  return {
    personal_sign: async (params) => {
      let [message, signer] = params
      // Some old libraries send [address, message]; recognise it the way extensions do.
      if (
        typeof message === 'string' &&
        /^0x[0-9a-fA-F]{40}$/.test(message) &&
        !(typeof signer === 'string' && /^0x[0-9a-fA-F]{40}$/.test(signer))
      ) {
        ;[message, signer] = [signer, message]
      }
      if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
      requireAccount(context, signer, 'address')
      const hex: Hex = isHex(message) ? message : stringToHex(message)
      const request = approvals.snapshot()
      await approvals.ask({ method: 'personal_sign', message: hex }, request)
      return devAccount(request.accountIndex).signMessage({ message: { raw: hex } })
    },
    eth_signTypedData_v4: async (params) => {
      requireAccount(context, params[0], 'address')
      const typedData = parseTypedData(params[1])
      const domainChainId = typedDataChainId(typedData.domain)
      const chain = state.chain
      if (domainChainId !== undefined && domainChainId !== chain.id) {
        throw invalidParams(`the typed data's domain.chainId ${domainChainId} is not the active chain ${chain.id}`)
      }
      const request = approvals.snapshot()
      await approvals.ask({ method: 'eth_signTypedData_v4', typedData }, request)
      return devAccount(request.accountIndex).signTypedData(typedData as unknown as TypedDataDefinition)
    },
  }
}
