// The account routes (balance, history) answer for an address on some of the configured chains: the one `chainId`
// names, or every chain of the address's namespace the project may use. Both refuse the same bad input the same way.
import { BadRequestError } from '../app/errors.js'
import { chainAllowed } from '../app/projects.js'
import { namespaceOfChain, type Namespace } from '../chains/address-format.js'
import type { ChainConfig, ProjectConfig } from '../config/config-schema.js'

/**
 * The chains to read for an address of `namespace`. A `chainId` that is not configured or not the project's is a 400
 * on `chainId`; one of another namespace than the address is a 400 on the route's address parameter (`field`).
 */
export function accountChains(args: {
  chains: readonly ChainConfig[]
  project: ProjectConfig
  namespace: Namespace
  chainId: string | undefined
  field: 'address' | 'account'
}): ChainConfig[] {
  const { chains, project, namespace, chainId, field } = args
  if (chainId === undefined)
    return chains.filter((chain) => namespaceOfChain(chain.id) === namespace && chainAllowed(project, chain.id))
  const chain = chains.find((candidate) => candidate.id === chainId)
  if (!chain || !chainAllowed(project, chain.id))
    throw new BadRequestError(`Invalid chainId: ${chainId} is not supported`, 'chainId')
  if (namespaceOfChain(chain.id) !== namespace)
    throw new BadRequestError(`Invalid ${field}: not an address of ${chain.id}`, field)
  return [chain]
}
