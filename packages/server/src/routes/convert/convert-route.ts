// Spec §7's swap ("convert") routes: tokens, quotes, allowance, gas-price, build-approve and build-transaction, answered
// by the configured SwapProvider in @foyer/core's convert shapes. A chain outside the configured swap chains (default
// spec §9's twelve), one the provider cannot serve, or one the project may not use answers 400 with the spec's text.
import type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '@foyer/core'
import { getAddress, maxUint256, type Address } from 'viem'
import { z } from 'zod'
import type { RouteModule, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { clientParams, jsonBodyOf, parseInput, queryOf } from '../../app/validate.js'
import type { ProjectConfig } from '../../config/config-schema.js'
import { loadCore, swapSupportOf } from './swap-support.js'

export const SWAPS_NOT_SUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_NOT_SUPPORTED = 'Network not supported for Gas Price'

const caip10 = z
  .string()
  .max(200)
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'must be a CAIP-10 account like eip155:1:0x…')
const chainParam = z
  .string()
  .max(80)
  .regex(/^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[0-9]{1,20})$/, 'must be a CAIP-2 chain id like eip155:1')
  // A bare number is an EVM chain id, as some clients send it.
  .transform((value) => (/^[0-9]+$/.test(value) ? `eip155:${value}` : value))
const uint256 = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'must be an integer in the smallest unit')
  .transform((value) => BigInt(value))
  .refine((value) => value <= maxUint256, 'must fit in 256 bits')
const amountParam = uint256.refine((value) => value > 0n, 'must be more than 0')

const quotesQuery = z.object({
  ...clientParams,
  amount: amountParam,
  userAddress: caip10,
  from: caip10,
  to: caip10,
  gasPrice: uint256.optional(),
})
const tokensQuery = z.object({ ...clientParams, chainId: chainParam })
const allowanceQuery = z.object({ ...clientParams, tokenAddress: caip10, userAddress: caip10 })
const approveQuery = z.object({
  ...clientParams,
  userAddress: caip10,
  from: caip10,
  to: caip10,
  amount: amountParam.optional(),
})
const buildBody = z.object({
  amount: z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(amountParam),
  eip155: z
    .object({
      /** Percent; spec §9's 1 when absent. */
      slippage: z
        .union([
          z.number(),
          z
            .string()
            .regex(/^[0-9]+(\.[0-9]+)?$/)
            .transform(Number),
        ])
        .pipe(z.number().gt(0).max(50))
        .optional(),
    })
    .optional(),
  projectId: z.string().max(128).optional(),
  from: caip10,
  to: caip10,
  userAddress: caip10,
  disableEstimate: z.boolean().default(false),
})

/** A CAIP-10 account split; EVM only (swaps are), and the address checksummed. */
function evmAccount(value: string, field: string, native: Address): { chainId: string; address: Address } {
  const at = value.lastIndexOf(':')
  const chainId = value.slice(0, at)
  if (!/^eip155:[0-9]{1,20}$/.test(chainId)) throw new BadRequestError(SWAPS_NOT_SUPPORTED, field)
  const address = value.slice(at + 1)
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new BadRequestError(`Invalid ${field}: not an EVM address`, field)
  // The native pseudo-address stays as the spec's constants write it (lower case); a token is checksummed.
  if (address.toLowerCase() === native) return { chainId, address: native }
  return { chainId, address: getAddress(address.toLowerCase()) }
}

/** The accounts of one request, all on the first one's chain. */
async function sameChain(accounts: [string, string][]): Promise<{ chainId: string; addresses: Address[] }> {
  const native = (await loadCore()).NATIVE_TOKEN_ADDRESS as Address
  const parsed = accounts.map(([value, field]) => ({ field, ...evmAccount(value, field, native) }))
  const chainId = parsed[0]!.chainId
  for (const account of parsed)
    if (account.chainId !== chainId)
      throw new BadRequestError(
        `Invalid ${account.field}: not on the same network as ${parsed[0]!.field}`,
        account.field,
      )
  return { chainId, addresses: parsed.map((account) => account.address) }
}

export const convertRoute: RouteModule = {
  name: 'convert',
  mount(app, context: ServerContext) {
    const support = swapSupportOf(context)

    /** The provider when `chainId` is served for this project, else the spec's 400. */
    async function served(project: ProjectConfig, chainId: string, field: string, message = SWAPS_NOT_SUPPORTED) {
      const found = await support.providerFor(project, chainId)
      if (!found) throw new BadRequestError(message, field)
      return found
    }

    app.get('/v1/convert/tokens', async (c) => {
      const query = parseInput(tokensQuery, queryOf(c), 'query')
      const swapProvider = await served(c.get('project'), query.chainId, 'chainId')
      return c.json({ tokens: await swapProvider.tokens(query.chainId) } satisfies SwapTokensResponse)
    })

    app.get('/v1/convert/quotes', async (c) => {
      const query = parseInput(quotesQuery, queryOf(c), 'query')
      const {
        chainId,
        addresses: [from, to, user],
      } = await sameChain([
        [query.from, 'from'],
        [query.to, 'to'],
        [query.userAddress, 'userAddress'],
      ])
      const swapProvider = await served(c.get('project'), chainId, 'from')
      const quotes = await swapProvider.quote({
        chainId,
        from: from!,
        to: to!,
        user: user!,
        amount: query.amount,
        ...(query.gasPrice !== undefined ? { gasPrice: query.gasPrice } : {}),
      })
      return c.json({ quotes } satisfies SwapQuotesResponse)
    })

    app.get('/v1/convert/allowance', async (c) => {
      const query = parseInput(allowanceQuery, queryOf(c), 'query')
      const {
        chainId,
        addresses: [token, owner],
      } = await sameChain([
        [query.tokenAddress, 'tokenAddress'],
        [query.userAddress, 'userAddress'],
      ])
      const swapProvider = await served(c.get('project'), chainId, 'tokenAddress')
      const allowance = await swapProvider.allowance(chainId, token!, owner!)
      return c.json({ allowance: allowance.toString() } satisfies SwapAllowanceResponse)
    })

    app.get('/v1/convert/gas-price', async (c) => {
      const query = parseInput(tokensQuery, queryOf(c), 'query')
      const swapProvider = await served(c.get('project'), query.chainId, 'chainId', GAS_PRICE_NOT_SUPPORTED)
      return c.json((await swapProvider.gasPrice(query.chainId)) satisfies SwapGasPriceResponse)
    })

    app.get('/v1/convert/build-approve', async (c) => {
      const query = parseInput(approveQuery, queryOf(c), 'query')
      const {
        chainId,
        addresses: [owner, token],
      } = await sameChain([
        [query.userAddress, 'userAddress'],
        [query.from, 'from'],
        [query.to, 'to'],
      ])
      const swapProvider = await served(c.get('project'), chainId, 'from')
      const tx = await swapProvider.buildApprove(chainId, token!, owner!, query.amount)
      return c.json({ tx } satisfies SwapApproveResponse)
    })

    app.post('/v1/convert/build-transaction', async (c) => {
      parseInput(z.object(clientParams), queryOf(c), 'query')
      const body = parseInput(buildBody, await jsonBodyOf(c), 'body')
      const {
        chainId,
        addresses: [from, to, user],
      } = await sameChain([
        [body.from, 'from'],
        [body.to, 'to'],
        [body.userAddress, 'userAddress'],
      ])
      const swapProvider = await served(c.get('project'), chainId, 'from')
      const { DEFAULT_SWAP_SLIPPAGE } = await loadCore()
      const tx = await swapProvider.buildSwap({
        chainId,
        from: from!,
        to: to!,
        user: user!,
        amount: body.amount,
        slippage: body.eip155?.slippage ?? DEFAULT_SWAP_SLIPPAGE,
        disableEstimate: body.disableEstimate,
      })
      return c.json({ tx } satisfies SwapBuildTransactionResponse)
    })
  },
}
