// ENS writes for identity tests on a seeded devnet: set an account's reverse record to any name (as anyone can), and
// register a new name under foyer.eth (owned by the seed's deployer, dev account #9) with an address and an avatar.
import {
  DEV_MNEMONIC,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_ENS,
  DEVNET_ENS_PARENT,
  ensPublicResolverArtifact,
  ensRegistryArtifact,
  ensReverseRegistrarArtifact,
} from '@foyer/devnet'
import { createPublicClient, createWalletClient, http, labelhash, namehash, type Address, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

function clients(rpcUrl: string, accountIndex: number) {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: accountIndex })
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  return {
    account,
    wallet: createWalletClient({ account, chain, transport: http(rpcUrl) }),
    confirm: async (hash: Hash) => {
      const receipt = await createPublicClient({ chain, transport: http(rpcUrl) }).waitForTransactionReceipt({
        hash,
        pollingInterval: 20,
      })
      if (receipt.status !== 'success') throw new Error(`ENS test write ${hash} reverted`)
    },
  }
}

/** Dev account `accountIndex` claims `name` as its reverse record, whether or not the name points back at it. */
export async function setReverseName(rpcUrl: string, accountIndex: number, name: string): Promise<void> {
  const { wallet, confirm } = clients(rpcUrl, accountIndex)
  await confirm(
    await wallet.writeContract({
      address: DEVNET_ENS.reverseRegistrar,
      abi: ensReverseRegistrarArtifact.abi,
      functionName: 'setName',
      args: [name],
    }),
  )
}

/** Registers `<label>.foyer.eth` → `address` with an `avatar` text record, kept by the deployer. */
export async function registerName(rpcUrl: string, label: string, address: Address, avatar: string): Promise<string> {
  const { account, wallet, confirm } = clients(rpcUrl, DEVNET_DEPLOYER_INDEX)
  const name = `${label}.${DEVNET_ENS_PARENT}`
  const node = namehash(name)
  const registry = { address: DEVNET_ENS.registry, abi: ensRegistryArtifact.abi } as const
  const resolver = { address: DEVNET_ENS.resolver, abi: ensPublicResolverArtifact.abi } as const
  await confirm(
    await wallet.writeContract({
      ...registry,
      functionName: 'setSubnodeOwner',
      args: [namehash(DEVNET_ENS_PARENT), labelhash(label), account.address],
    }),
  )
  await confirm(
    await wallet.writeContract({ ...registry, functionName: 'setResolver', args: [node, resolver.address] }),
  )
  await confirm(await wallet.writeContract({ ...resolver, functionName: 'setAddr', args: [node, address] }))
  await confirm(await wallet.writeContract({ ...resolver, functionName: 'setText', args: [node, 'avatar', avatar] }))
  return name
}
