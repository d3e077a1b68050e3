// Vitest 5 declares Node ^22.12 but we run on Node 20.19+: its reporter calls Map.groupBy / Object.groupBy (Node 21+)
// when printing failed tests, and crashes without them. Imported by the Vitest configs, which load in the main process.
// Delete once Node 22 is the minimum.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = new Map()
      let index = 0
      for (const item of items) {
        const key = keyOf(item, index++)
        const group = groups.get(key)
        if (group) group.push(item)
        else groups.set(key, [item])
      }
      return groups
    },
  })
}

if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = Object.create(null)
      let index = 0
      for (const item of items) {
        const key = keyOf(item, index++)
        ;(groups[key] ??= []).push(item)
      }
      return groups
    },
  })
}
