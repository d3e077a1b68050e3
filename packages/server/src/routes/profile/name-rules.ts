// What a name is: one ENSIP-15-normalised label (viem's normalize, on @adraffy/ens-normalize) followed by the zone.
// A name asked in a legacy zone is the same name in the zone; a bare label is taken as the zone's.
import { normalize } from 'viem/ens'
import { BadRequestError } from '../../app/errors.js'
import type { NamesConfig } from './names-config.js'

export const MIN_LABEL_LENGTH = 3
export const MAX_LABEL_LENGTH = 63

export type ParsedName =
  /** A name of this server's zone: `name` is `<label>.<zone>`, normalised. */
  | { kind: 'zone'; label: string; name: string }
  /** Any other normalised name (an ENS name such as alice.foyer.eth). */
  | { kind: 'other'; name: string }

function normalized(raw: string, field: string): string {
  if (raw.length === 0 || raw.length > 255)
    throw new BadRequestError(`Invalid ${field}: must be 1 to 255 characters`, field)
  try {
    return normalize(raw)
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'not a valid name'
    throw new BadRequestError(`Invalid ${field}: ${reason}`, field)
  }
}

export function checkLabel(label: string, field: string): void {
  const length = [...label].length
  if (length < MIN_LABEL_LENGTH || length > MAX_LABEL_LENGTH)
    throw new BadRequestError(
      `Invalid ${field}: the name must be ${MIN_LABEL_LENGTH} to ${MAX_LABEL_LENGTH} characters before the .`,
      field,
    )
}

export function parseName(raw: string, config: NamesConfig, field = 'name'): ParsedName {
  const name = normalized(raw, field)
  if (!name.includes('.')) {
    checkLabel(name, field)
    return { kind: 'zone', label: name, name: `${name}.${config.zone}` }
  }
  for (const zone of [config.zone, ...config.legacyZones]) {
    if (!name.endsWith(`.${zone}`)) continue
    const label = name.slice(0, -zone.length - 1)
    if (label.includes('.'))
      throw new BadRequestError(`Invalid ${field}: one label before .${config.zone}, without dots`, field)
    checkLabel(label, field)
    return { kind: 'zone', label, name: `${label}.${config.zone}` }
  }
  return { kind: 'other', name }
}
