// GET /v1/supported-chains → { http, ws }: the configured chains this project may use, as CAIP-2 ids.
import type { RouteModule } from '../../app/context.js'
import { chainAllowed } from '../../app/projects.js'

export const supportedChainsRoute: RouteModule = {
  name: 'supported-chains',
  mount(app, { config }) {
    app.get('/v1/supported-chains', (c) => {
      const project = c.get('project')
      const chains = config.chains.filter((chain) => chainAllowed(project, chain.id))
      return c.json({
        http: chains.map((chain) => chain.id),
        ws: chains.filter((chain) => chain.wsUrls.length > 0).map((chain) => chain.id),
      })
    })
  },
}
