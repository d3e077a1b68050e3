// @foyer/server/verify: what a host's backend needs to trust a Foyer sign-in, without the server's HTTP side.
export {
  closeVerifySessionPools,
  verifySession,
  type SessionCarrier,
  type SessionRefusalReason,
  type VerifySessionOptions,
  type VerifySessionResult,
} from './verify-session.js'
