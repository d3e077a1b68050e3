// TEST CONTRACTS (for the SIWE tests) — a minimal ERC-1271 smart account (one owner key) and a CREATE2 factory for it, compiled from the
// Solidity below with the repo's solc (a root devDependency) when a test starts, and deployed to a real anvil. They
// exist so the SIWE verifier is tested against real contract signatures; they are not production accounts (no replay
// protection across accounts of the same owner).
import { createRequire } from 'node:module'
import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  http,
  type Abi,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'

const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

contract OwnedAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    // ERC-1271: 0x1626ba7e when the owner's key signed \`hash\`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

contract OwnedAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedAccount{salt: salt}(owner));
    }
}
`

type Compiled = { abi: Abi; bytecode: Hex }
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

let compiled: { account: Compiled; factory: Compiled } | undefined

/** Compiles the two contracts (once per test file; solc-js takes about a second). */
export function compileOwnedAccount(): { account: Compiled; factory: Compiled } {
  if (compiled) return compiled
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'OwnedAccount.sol': { content: SOURCE } },
        settings: {
          evmVersion: 'cancun',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const pick = (name: string): Compiled => {
    const contract = output.contracts['OwnedAccount.sol']![name]!
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  compiled = { account: pick('OwnedAccount'), factory: pick('OwnedAccountFactory') }
  return compiled
}

export interface OwnedAccountDeployer {
  /** Deploys an OwnedAccount for `owner` directly; resolves with its address. */
  deployAccount(owner: Address): Promise<Address>
  /** Deploys the factory; resolves with its address. */
  deployFactory(): Promise<Address>
  /** Where the factory's `deploy(owner, salt)` will put the account (CREATE2), without deploying it. */
  counterfactualAddress(args: { factory: Address; owner: Address; salt: Hex }): Address
}

export function ownedAccountDeployer(args: { rpcUrl: string; deployer: LocalAccount }): OwnedAccountDeployer {
  const { account, factory } = compileOwnedAccount()
  const wallet = createWalletClient({ account: args.deployer, transport: http(args.rpcUrl) })
  const client = createPublicClient({ transport: http(args.rpcUrl) })
  const chainless = { chain: null } as const
  const deploy = async (contract: Compiled, constructorArgs: unknown[]): Promise<Address> => {
    const hash = await wallet.deployContract({
      ...chainless,
      abi: contract.abi,
      bytecode: contract.bytecode,
      args: constructorArgs,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deployment failed: ${hash}`)
    return getAddress(receipt.contractAddress)
  }
  return {
    deployAccount: (owner) => deploy(account, [owner]),
    deployFactory: () => deploy(factory, []),
    counterfactualAddress: ({ factory: from, owner, salt }) =>
      getContractAddress({
        opcode: 'CREATE2',
        from,
        salt,
        bytecode: concat([account.bytecode, encodeAbiParameters([{ type: 'address' }], [owner])]),
      }),
  }
}
