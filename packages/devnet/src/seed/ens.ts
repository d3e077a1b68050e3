// ENS on the devnet: the registry (deployer nonce 4), the resolver (5) and the reverse registrar (6); then the
// deployer builds reverse/addr.reverse and eth/foyer.eth, registers each DEVNET_ENS_NAMES entry with its address and
// avatar, hands the name to its account, and the account sets its own reverse record, as a person would.
import { labelhash, namehash, zeroHash, type LocalAccount } from 'viem'
import { ensPublicResolverArtifact, ensRegistryArtifact, ensReverseRegistrarArtifact } from '../contracts/artifacts.js'
import { DEVNET_ENS } from '../contracts/addresses.js'
import { DEVNET_ENS_NAMES, DEVNET_ENS_PARENT } from '../contracts/ens-names.js'
import type { SeedSender } from './seed-sender.js'

const registry = { address: DEVNET_ENS.registry, abi: ensRegistryArtifact.abi }
const resolver = { address: DEVNET_ENS.resolver, abi: ensPublicResolverArtifact.abi }
const reverseRegistrar = { address: DEVNET_ENS.reverseRegistrar, abi: ensReverseRegistrarArtifact.abi }

export function deployEns(sender: SeedSender, deployer: LocalAccount): void {
  void sender.deploy(deployer, ensRegistryArtifact, [], 'deploy the ENS registry')
  void sender.deploy(deployer, ensPublicResolverArtifact, [DEVNET_ENS.registry], 'deploy the ENS resolver')
  void sender.deploy(
    deployer,
    ensReverseRegistrarArtifact,
    [DEVNET_ENS.registry, DEVNET_ENS.resolver],
    'deploy the ENS reverse registrar',
  )
}

/** Creates `label.parent` (parent '' is the root) owned by `account`, which owns the parent. */
function subnode(sender: SeedSender, account: LocalAccount, parent: string, label: string) {
  const parentNode = parent ? namehash(parent) : zeroHash
  void sender.call(account, registry, 'setSubnodeOwner', [parentNode, labelhash(label), account.address], {
    label: `ENS: create ${parent ? `${label}.${parent}` : label}`,
  })
}

/** The deployer's part: the tree, and each name with its records, handed to its account. Queued sends. */
export function registerEnsNames(
  sender: SeedSender,
  deployer: LocalAccount,
  accountOf: (index: number) => LocalAccount,
): void {
  subnode(sender, deployer, '', 'reverse')
  void sender.call(
    deployer,
    registry,
    'setSubnodeOwner',
    [namehash('reverse'), labelhash('addr'), DEVNET_ENS.reverseRegistrar],
    { label: 'ENS: give addr.reverse to the reverse registrar' },
  )
  const [parentLabel, tld] = DEVNET_ENS_PARENT.split('.') as [string, string]
  subnode(sender, deployer, '', tld)
  subnode(sender, deployer, tld, parentLabel)

  for (const entry of DEVNET_ENS_NAMES) {
    const account = accountOf(entry.account)
    const node = namehash(entry.name)
    const label = (what: string) => ({ label: `ENS: ${what} of ${entry.name}` })
    subnode(sender, deployer, DEVNET_ENS_PARENT, entry.name.slice(0, -DEVNET_ENS_PARENT.length - 1))
    void sender.call(deployer, registry, 'setResolver', [node, DEVNET_ENS.resolver], label('set the resolver'))
    void sender.call(deployer, resolver, 'setAddr', [node, account.address], label('set the address'))
    void sender.call(deployer, resolver, 'setText', [node, 'avatar', entry.avatar], label('set the avatar'))
    void sender.call(deployer, registry, 'setOwner', [node, account.address], label('hand over'))
  }
}

/** Each named account sets its own reverse record, once the deployer's part has landed. Queued sends. */
export function claimReverseNames(sender: SeedSender, accountOf: (index: number) => LocalAccount): void {
  for (const entry of DEVNET_ENS_NAMES) {
    void sender.call(accountOf(entry.account), reverseRegistrar, 'setName', [entry.name], {
      label: `ENS: set the reverse record of ${entry.name}`,
    })
  }
}
