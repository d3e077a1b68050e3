// @foyer/core/testing: switches for tests, the dev relay and the demo's test pages. Never needed in production; kept
// out of '@foyer/core' so a host cannot turn one on by accident.
import { TEST_SWITCHES, type FoyerTestSwitches } from './client/test-switches.js'
import type { FoyerOptions } from './types.js'

export type { FoyerTestSwitches } from './client/test-switches.js'

/** `options` with test switches for the client made from them (a copy; `options` is left as it was). */
export function withTestSwitches<T extends Partial<FoyerOptions>>(options: T, switches: FoyerTestSwitches): T {
  const current = (options as { [TEST_SWITCHES]?: FoyerTestSwitches })[TEST_SWITCHES]
  return { ...options, [TEST_SWITCHES]: { ...current, ...switches } }
}
