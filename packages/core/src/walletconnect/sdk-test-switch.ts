// The WalletConnect SDK's own test switch (see the WalletConnect notes): with `process.env.IS_VITEST` set it skips the
// Verify iframe and the telemetry host, which offline cost 5 s of waiting. Only tests and the demo's test pages turn it
// on (withTestSwitches), and the client puts the environment back as it was when it is destroyed.

/** Sets the switch; returns how to undo exactly what was set. */
export function applySdkTestSwitch(): () => void {
  const g = globalThis as { process?: { env?: Record<string, string | undefined> }; global?: unknown }
  const hadProcess = !!g.process
  const hadEnv = !!g.process?.env
  const previous = g.process?.env?.IS_VITEST
  const hadGlobal = 'global' in globalThis
  g.process ??= { env: {} }
  g.process.env ??= {}
  g.process.env.IS_VITEST = 'true'
  // With the switch on, the SDK also reads React Native's `global.Linking`; a browser has no `global`.
  g.global ??= globalThis
  return () => {
    if (!hadProcess) delete g.process
    else if (!hadEnv) delete g.process!.env
    else if (previous === undefined) delete g.process!.env!.IS_VITEST
    else g.process!.env!.IS_VITEST = previous
    if (!hadGlobal) delete g.global
  }
}
