// The names routes (spec §7 v1/profile/*): a name's record, an address's names, availability with suggestions, and
// registration by a signed message (see verify-registration.ts). Names are `<label>.<names.zone>` (spec §9: .reown.id,
// the legacy .wcn.id resolving to the same record); a name outside the zone is answered from ENS where a chain has a
// registry, so the modal's Send can resolve both through one route.
import { z } from 'zod'
import type { RouteModule } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { chainAllowed } from '../../app/projects.js'
import { clientParams, jsonBodyOf, parseInput, queryOf } from '../../app/validate.js'
import { canonicalAddress, namespaceOfAddress } from '../../chains/address-format.js'
import { resolveEnsName } from './ens-forward.js'
import { MAX_LABEL_LENGTH, parseName } from './name-rules.js'
import { profileMigrations } from './profile-migrations.js'
import {
  findName,
  forgetIdentity,
  namesOfAddress,
  pruneSpentMessages,
  registerName,
  takenNames,
  type ProfileRecord,
} from './profile-store.js'
import { RegistrationRefusal, verifyRegistration } from './verify-registration.js'

const apiVersion = z.enum(['1', '2']).optional()
const address = z
  .string()
  .max(128)
  .refine((value) => namespaceOfAddress(value) !== undefined, 'must be an EVM or Solana address')

const accountQuery = z.object({ ...clientParams, apiVersion })
const reverseQuery = z.object({ ...clientParams, apiVersion, sender: address.optional() })
const suggestionsQuery = z.object({ ...clientParams, zone: z.string().max(100).optional() })
const registerBody = z.object({
  coin_type: z.number().int().min(0).max(0xffffffff),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'),
  message: z.string().min(1).max(2000),
  signature: z.string().min(1).max(20_000),
})

/** How many free alternatives a suggestions answer gives. */
const ALTERNATIVES = 4

export const profileRoute: RouteModule = {
  name: 'profile',
  migrations: profileMigrations,
  mount(app, context) {
    const { db } = context.database
    const names = context.config.names

    app.get('/v1/profile/account/:name', async (c) => {
      parseInput(accountQuery, queryOf(c), 'query')
      const parsed = parseName(c.req.param('name'), names)
      if (parsed.kind === 'zone') {
        const record = await findName(db, parsed.name)
        if (!record) return c.json({ error: `${parsed.name} is not registered` }, 404)
        return c.json(record)
      }
      const project = c.get('project')
      const ens = await resolveEnsName(context.config, parsed.name, (id) => chainAllowed(project, id))
      if (!ens.found) {
        if (ens.failure) throw ens.failure
        return c.json({ error: `${parsed.name} is not registered` }, 404)
      }
      const chainCoinType = String((0x80000000 | Number(ens.found.chainId.slice('eip155:'.length))) >>> 0)
      const record: Omit<ProfileRecord, 'registered'> = {
        name: parsed.name,
        addresses: { '60': { address: ens.found.address }, [chainCoinType]: { address: ens.found.address } },
        attributes: ens.found.avatar ? { avatar: ens.found.avatar } : {},
      }
      return c.json(record)
    })

    app.get('/v1/profile/reverse/:address', async (c) => {
      parseInput(reverseQuery, queryOf(c), 'query')
      const raw = c.req.param('address')
      if (!namespaceOfAddress(raw))
        throw new BadRequestError('Invalid address: not an EVM or Solana address', 'address')
      return c.json(await namesOfAddress(db, canonicalAddress(raw)))
    })

    app.get('/v1/profile/suggestions/:name', async (c) => {
      const query = parseInput(suggestionsQuery, queryOf(c), 'query')
      if (query.zone !== undefined && query.zone !== names.zone && !names.legacyZones.includes(query.zone))
        throw new BadRequestError(`Invalid zone: this server registers names in ${names.zone}`, 'zone')
      const parsed = parseName(c.req.param('name'), names)
      if (parsed.kind !== 'zone')
        throw new BadRequestError(`Invalid name: only names ending in .${names.zone} can be registered`, 'name')
      // Alternatives: the label with a number after it, the ones nobody holds, as short as they come.
      const candidates = Array.from({ length: 12 }, (_, i) => `${parsed.label}${i + 1}`)
        .filter((label) => [...label].length <= MAX_LABEL_LENGTH)
        .map((label) => `${label}.${names.zone}`)
      const taken = await takenNames(db, [parsed.name, ...candidates])
      return c.json({
        suggestions: [
          { name: parsed.name, registered: taken.has(parsed.name) },
          ...candidates
            .filter((name) => !taken.has(name))
            .slice(0, ALTERNATIVES)
            .map((name) => ({ name, registered: false })),
        ],
      })
    })

    app.post('/v1/profile/account', async (c) => {
      const body = parseInput(registerBody, await jsonBodyOf(c), 'body')
      const project = c.get('project')
      let verified: Awaited<ReturnType<typeof verifyRegistration>>
      try {
        verified = await verifyRegistration(body, context.config, context.now(), (id) => chainAllowed(project, id))
      } catch (error) {
        if (!(error instanceof RegistrationRefusal)) throw error
        return c.json({ error: error.message, reason: error.reason }, 401)
      }
      const address = canonicalAddress(verified.address)
      const outcome = await registerName(db, {
        name: verified.name,
        address,
        coinType: verified.coinType,
        message: body.message,
      })
      if (outcome === 'replayed')
        return c.json({ error: 'This registration message was already used; sign a new one', reason: 'replay' }, 401)
      if (outcome === 'taken') return c.json({ error: `${verified.name} is already registered`, field: 'name' }, 409)
      await forgetIdentity(db, address)
      await pruneSpentMessages(db, 2 * names.messageMaxAgeSeconds)
      return c.json({ success: true, name: verified.name })
    })
  },
}
