// GET /v1/account/{address}/nfts?chainId → { data: NftHolding[] }: the ERC-721 tokens the address holds by the
// indexer's record, newest first, spam included and flagged (the client decides to hide it). Not in spec §7: Foyer's
// own route for the Account view's NFTs tab. The tables are the indexer's, whose migrations the history route owns.
import { z } from 'zod'
import type { RouteModule } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { chainAllowed } from '../../app/projects.js'
import { clientParams, parseInput, queryOf } from '../../app/validate.js'
import { namespaceOfAddress, namespaceOfChain } from '../../chains/address-format.js'
import { readNftHoldings } from './nft-holdings.js'

export type { NftHolding } from './nft-holdings.js'

// CAIP-2: namespace:reference.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const querySchema = z.object({
  ...clientParams,
  chainId: z.string().regex(CAIP2, 'not a CAIP-2 chain id').optional(),
})

export const nftsRoute: RouteModule = {
  name: 'nfts',
  mount(app, context) {
    app.get('/v1/account/:address/nfts', async (c) => {
      const query = parseInput(querySchema, queryOf(c), 'query')
      const raw = c.req.param('address')
      const namespace = namespaceOfAddress(raw)
      if (!namespace) throw new BadRequestError('Invalid address: not an EVM or Solana address', 'address')
      if (query.chainId !== undefined && namespaceOfChain(query.chainId) !== namespace)
        throw new BadRequestError(`Invalid address: not an address of ${query.chainId}`, 'address')
      // The indexer stores EVM addresses in lowercase; Solana's base58 is case-sensitive and kept as given.
      const account = namespace === 'eip155' ? raw.toLowerCase() : raw
      const project = c.get('project')
      // A chain this server or project does not serve holds nothing here: an empty list, as spec §7 answers
      // unsupported networks.
      const chains = context.config.chains.filter(
        (chain) =>
          (query.chainId === undefined ? namespaceOfChain(chain.id) === namespace : chain.id === query.chainId) &&
          chainAllowed(project, chain.id),
      )
      return c.json({ data: await readNftHoldings(context, account, chains) })
    })
  },
}
