export * from './messages.js'
export * from './origin.js'
