// @foyer/core/internal: building blocks for Foyer's own packages (the adapters, react, server). No compatibility
// promise: hosts import from '@foyer/core'. Anything the adapters would otherwise each write again lives here once.
export {}
