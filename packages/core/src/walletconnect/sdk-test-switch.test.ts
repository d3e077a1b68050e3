import { describe, expect, it } from 'vitest'
import { applySdkTestSwitch } from './sdk-test-switch.js'

describe('applySdkTestSwitch', () => {
  it('sets IS_VITEST and puts back exactly what was there', () => {
    const env = process.env
    const before = env.IS_VITEST
    env.IS_VITEST = 'kept'
    const undo = applySdkTestSwitch()
    expect(env.IS_VITEST).toBe('true')
    undo()
    expect(env.IS_VITEST).toBe('kept')
    delete env.IS_VITEST
    applySdkTestSwitch()()
    expect('IS_VITEST' in env).toBe(false)
    if (before !== undefined) env.IS_VITEST = before
  })
})
