import { accountOf } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { identityQueryKey } from '../query/account-data.js'
import { FoyerError } from '../errors.js'
import { ETHEREUM_COIN_TYPE, formatNameRegistrationMessage } from '../api/name-registration-message.js'
import { registerNameRequest } from '../api/profile.js'
import type { FoyerClient } from '../types.js'
import { request } from './request.js'

export interface RegisterNameParameters {
  /** The full name, suffix included (`alice.reown.id`). */
  name: string
}
export interface RegisterNameReturnType {
  name: string
  address: string
}
/**
 * FoyerError SIGNATURE_DECLINED ('Signature declined') when the wallet refuses to sign, WALLET_NOT_CONNECTED without an
 * eip155 account, ProfileApiError when the server refuses (409 taken, 401 signature, 400 bad name).
 */
export type RegisterNameErrorType = FoyerError | Error

const utf8Hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * Registers `name` for the connected EVM account (spec §9: names are eip155): the wallet signs
 * formatNameRegistrationMessage with personal_sign, the server checks it and stores the name as the address's primary
 * one. The identity the account header shows is then asked again, so the name appears at once rather than after the
 * 5-minute identity cache.
 */
export async function registerName(
  client: FoyerClient,
  { name }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const ctx = contextOf(client)
  if (!ctx.api) throw new Error('Foyer: this client has no blockchain API (set apiUrl and projectId in the options)')
  const account = accountOf(ctx, 'eip155')
  if (account.status !== 'connected' || !account.address) throw new FoyerError('WALLET_NOT_CONNECTED')
  const address = account.address
  const message = formatNameRegistrationMessage({
    name,
    address,
    coinType: ETHEREUM_COIN_TYPE,
    issuedAt: new Date().toISOString(),
  })
  let signature: unknown
  try {
    signature = await request(client, {
      method: 'personal_sign',
      params: [utf8Hex(message), address],
      namespace: 'eip155',
    })
  } catch (error) {
    // Spec §8: 'Signature declined' whenever signing fails, a refusal or a wallet error alike.
    throw new FoyerError('SIGNATURE_DECLINED', { cause: error })
  }
  if (typeof signature !== 'string') throw new FoyerError('SIGNATURE_DECLINED')
  const answer = await registerNameRequest(ctx.api.config, {
    coin_type: ETHEREUM_COIN_TYPE,
    address,
    message,
    signature,
  })
  // Both caches of the identity: the BlockchainApi's own (create-blockchain-api.ts keys it under its scope) and the
  // observers' query, which then refetches and fills profileName in the account state.
  const { baseUrl, projectId } = ctx.api.config
  ctx.queryClient.removeQueries({ queryKey: ['foyer', 'api', baseUrl, projectId, 'identity', address.toLowerCase()] })
  await ctx.queryClient.invalidateQueries({ queryKey: identityQueryKey(address) })
  await ctx.queryClient.invalidateQueries({ queryKey: ['foyer', 'profile'] })
  return { name: answer.name, address }
}
