// The embedded wallet's ERC-4337 account: eth-infinitism's SimpleAccount v0.8 (audited, deployed by its
// SimpleAccountFactory at a CREATE2 address fixed by owner and salt), driven through viem's account abstraction
// (toSmartAccount). The owner is the wallet's EVM key; the account is counterfactual until its first user operation,
// whose initCode (factory + factoryData) deploys it.
import {
  BaseError,
  decodeFunctionData,
  encodeFunctionData,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type JsonRpcAccount,
  type LocalAccount,
  type Transport,
} from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  toSmartAccount,
  type SmartAccount,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { simpleAccountAbi, simpleAccountFactoryAbi } from './simple-account-abi.js'

export type FoyerSmartAccountParameters = {
  /** The key that owns the account (the embedded wallet's EVM account). It signs user operations. */
  owner: LocalAccount
  /** Reads the chain: the counterfactual address (from the factory), the nonce. Needs its `chain` for the chain id. */
  client: Client<Transport, Chain, JsonRpcAccount | LocalAccount | undefined>
  /** The EntryPoint v0.8 the account is bound to (SimpleAccount v0.8 checks msg.sender against it). */
  entryPoint: Address
  /** The SimpleAccountFactory v0.8 for that EntryPoint. */
  factory: Address
  /** Several accounts per owner: a different salt is a different address. Default 0. */
  salt?: bigint
}

export type FoyerSmartAccountImplementation = SmartAccountImplementation<typeof entryPoint08Abi, '0.8'>
export type FoyerSmartAccount = SmartAccount<FoyerSmartAccountImplementation>

/**
 * A 65-byte signature of the right shape for gas estimation: SimpleAccount recovers some address from it, which is not
 * the owner, so validation answers SIG_VALIDATION_FAILED instead of reverting, as the bundler's estimate needs.
 */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** SimpleAccount v0.8 has no isValidSignature: a signature by the owner proves nothing on the account's behalf. */
export class SmartAccountCannotSignError extends BaseError {
  constructor(what: string) {
    super(
      `The smart account cannot ${what}: SimpleAccount v0.8 does not implement ERC-1271, so no contract would accept the signature. Sign with the owner account.`,
      { name: 'SmartAccountCannotSignError' },
    )
  }
}

/**
 * The account's address for `owner` without its key: the factory computes the CREATE2 address of the proxy it would
 * deploy, the same before and after deployment (so a wallet can show it, and receive funds, before the first use).
 */
export async function getSmartAccountAddress(parameters: {
  client: Client<Transport, Chain | undefined>
  factory: Address
  owner: Address
  salt?: bigint
}): Promise<Address> {
  return readContract(parameters.client, {
    address: parameters.factory,
    abi: simpleAccountFactoryAbi,
    functionName: 'getAddress',
    args: [parameters.owner, parameters.salt ?? 0n],
  })
}

/**
 * The calls a SimpleAccount callData makes (`execute` or `executeBatch`), without the account or its key: what a
 * wallet shows before signing a user operation someone else built. Anything else throws: the account would revert on
 * it, or it is not a call the wallet can describe.
 */
export function decodeSimpleAccountCalls(data: Hex): { to: Address; value: bigint; data: Hex }[] {
  const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
  if (decoded.functionName === 'execute') {
    const [to, value, callData] = decoded.args
    return [{ to, value, data: callData }]
  }
  if (decoded.functionName === 'executeBatch')
    return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
  throw new BaseError(`The smart account cannot decode a call to ${decoded.functionName}`)
}

export async function toFoyerSmartAccount(parameters: FoyerSmartAccountParameters): Promise<FoyerSmartAccount> {
  const { owner, client, factory } = parameters
  const salt = parameters.salt ?? 0n
  if (salt < 0n) throw new RangeError(`toFoyerSmartAccount: salt must not be negative, got ${salt}`)
  const entryPoint = { abi: entryPoint08Abi, address: parameters.entryPoint, version: '0.8' } as const

  return toSmartAccount({
    client,
    entryPoint,

    async getAddress() {
      return getSmartAccountAddress({ client, factory, owner: owner.address, salt })
    },

    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: simpleAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory, factoryData }
    },

    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },

    async decodeCalls(data) {
      return decodeSimpleAccountCalls(data)
    },

    async getStubSignature() {
      return STUB_SIGNATURE
    },

    async signUserOperation(userOperation) {
      // v0.8's userOpHash is an EIP-712 digest, and SimpleAccount v0.8 recovers the owner from it directly, so the
      // owner signs the typed data (a wallet can show its fields) rather than a personal_sign of the hash.
      const { chainId = client.chain.id, ...rest } = userOperation
      const sender = await this.getAddress()
      return owner.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress: entryPoint.address,
          userOperation: { ...rest, sender },
        }),
      )
    },

    async signMessage() {
      throw new SmartAccountCannotSignError('sign a message')
    },

    async signTypedData() {
      throw new SmartAccountCannotSignError('sign typed data')
    },
  }) as Promise<FoyerSmartAccount>
}
