// Every route module the app mounts, in one list: a new capability is one more entry here.
import type { RouteModule } from '../app/context.js'
import { balanceRoute } from './balance/balance-route.js'
import { convertRoute } from './convert/convert-route.js'
import { historyRoute } from './history/history-route.js'
import { identityRoute } from './identity/identity-route.js'
import { keySharesRoute } from './key-shares/key-shares-route.js'
import { loginRoute } from './login/login-route.js'
import { nftsRoute } from './nfts/nfts-route.js'
import { onrampRoute } from './onramp/onramp-route.js'
import { priceRoute } from './price/price-route.js'
import { profileRoute } from './profile/profile-route.js'
import { sessionsRoute } from './sessions/sessions-route.js'
import { supportedChainsRoute } from './supported-chains/supported-chains-route.js'
import { walletsRoute } from './wallets/wallets-route.js'

export const ALL_ROUTES: RouteModule[] = [
  supportedChainsRoute,
  balanceRoute,
  priceRoute,
  identityRoute,
  historyRoute,
  nftsRoute,
  walletsRoute,
  sessionsRoute,
  convertRoute,
  profileRoute,
  onrampRoute,
  loginRoute,
  // After loginRoute: its frame-origin middleware on /v1/key-shares/* must run before these handlers.
  keySharesRoute,
]
