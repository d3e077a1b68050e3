// GET /v1/supported-chains → { http, ws, swaps }: the configured chains this project may use, as CAIP-2 ids. `swaps`
// (beyond the spec's two lists) names the chains the convert routes swap on, so a client asks no other chain for its
// swap tokens only to be refused with a 400.
import type { RouteModule } from '../../app/context.js'
import { chainAllowed } from '../../app/projects.js'
import { swapSupportOf } from '../convert/swap-support.js'

export const supportedChainsRoute: RouteModule = {
  name: 'supported-chains',
  mount(app, context) {
    const swaps = swapSupportOf(context)
    app.get('/v1/supported-chains', async (c) => {
      const project = c.get('project')
      const chains = context.config.chains.filter((chain) => chainAllowed(project, chain.id))
      return c.json({
        http: chains.map((chain) => chain.id),
        ws: chains.filter((chain) => chain.wsUrls.length > 0).map((chain) => chain.id),
        swaps: await swaps.chainsFor(project),
      })
    })
  },
}
