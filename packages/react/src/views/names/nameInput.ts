import { LEGACY_NAME_ZONES, NAME_ZONE } from '@foyer/core'

/**
 * The label typed in the name field, as the server will be asked about it: trimmed, lower-cased, without the zone's
 * suffix if the person typed it. The server normalises it fully (ENSIP-15) and says what is wrong with it; this only
 * keeps obviously unfinished input (under 3 characters, a dot inside) from being asked at all.
 */
export function labelOf(input: string): string | undefined {
  let label = input.trim().toLowerCase()
  for (const zone of [NAME_ZONE, ...LEGACY_NAME_ZONES])
    if (label.endsWith(`.${zone}`)) label = label.slice(0, -zone.length - 1)
  if ([...label].length < 3 || label.includes('.') || /\s/.test(label)) return undefined
  return label
}
