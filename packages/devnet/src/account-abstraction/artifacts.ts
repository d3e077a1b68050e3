// The ERC-4337 contracts as @account-abstraction/contracts 0.8.0 ships them compiled (the audited release, the
// bytecode behind the canonical addresses), imported as JSON. Node only: the devnet deploys them.
import entryPoint from '@account-abstraction/contracts/artifacts/EntryPoint.json' with { type: 'json' }
import simpleAccountFactory from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with { type: 'json' }
import type { Abi, Hex } from 'viem'

export interface AccountAbstractionArtifact {
  abi: Abi
  bytecode: Hex
}

export const entryPointArtifact: AccountAbstractionArtifact = {
  abi: entryPoint.abi as Abi,
  bytecode: entryPoint.bytecode as Hex,
}

export const simpleAccountFactoryArtifact: AccountAbstractionArtifact = {
  abi: simpleAccountFactory.abi as Abi,
  bytecode: simpleAccountFactory.bytecode as Hex,
}
