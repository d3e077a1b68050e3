import { createFoyerClient, type FoyerClient, type FoyerOptions } from '@foyer/core'

/**
 * Creates the Foyer client: keep it (module scope is fine, nothing runs until the provider starts it in the browser)
 * and pass it to `<FoyerProvider client={…}>`.
 */
export function createFoyer(options: FoyerOptions): FoyerClient {
  return createFoyerClient(options)
}
