// The `names` block of the config: which zone the name service answers for (spec §9: names end in .reown.id, and the
// legacy .wcn.id resolves to the same record) and how fresh a registration's signed message must be.
import { z } from 'zod'

const zone = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a lower-case domain like reown.id')
  .max(100)

export const namesConfigSchema = z
  .object({
    /** Names are `<label>.<zone>`. Default the spec's reown.id. */
    zone: zone.default('reown.id'),
    /** Zones that resolve to the same records (a name asked as `alice.wcn.id` is `alice.<zone>`). */
    legacyZones: z.array(zone).default(['wcn.id']),
    /** How old (or how far ahead) a registration message's Issued At may be. Default 5 minutes. */
    messageMaxAgeSeconds: z.number().int().min(10).max(3600).default(300),
  })
  .prefault({})

export type NamesConfig = z.infer<typeof namesConfigSchema>
