import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The front end's layers: the apps (`src/apps/<app>`) put features together,
 * each feature (`src/features/<feature>`) is one domain, and `src/shared` holds
 * what every layer above it uses. An import may go down (app → feature →
 * shared) and stay inside its own app or feature; it may not reach another
 * feature, another app, or climb from a lower layer into a higher one.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src')

/** The layer and unit (app or feature name) a file of `src/` belongs to, or null outside the layers. */
function placeOf(file) {
  const relative = path.relative(SRC, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [top, unit] = relative.split(path.sep)
  if (top === 'shared') return { layer: 'shared', unit: 'shared' }
  if (top === 'features' && unit) return { layer: 'feature', unit }
  if (top === 'apps' && unit) return { layer: 'app', unit }
  return null
}

/** The file an import names, for the project's own modules (`@/…` or relative); null for packages. */
function targetOf(source, importer) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2))
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source)
  return null
}

function refusal(from, to) {
  if (from.layer === 'shared' && to.layer !== 'shared') return `shared code may not import ${to.layer} "${to.unit}"`
  if (from.layer === 'feature' && to.layer === 'app') return `a feature may not import app "${to.unit}"`
  if (from.layer === 'feature' && to.layer === 'feature' && to.unit !== from.unit) {
    return `feature "${from.unit}" may not import feature "${to.unit}": move what both need into shared/, or let the app put them together`
  }
  if (from.layer === 'app' && to.layer === 'app' && to.unit !== from.unit) return `app "${from.unit}" may not import app "${to.unit}"`
  return null
}

const importsAcrossLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps import features and shared code, features import shared code, shared code imports only itself.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename)
    if (!from) return {}
    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string') return
      const target = targetOf(source, context.filename)
      const to = target && placeOf(target)
      const message = to && refusal(from, to)
      if (message) context.report({ node: node.source, message })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export const layers = { rules: { 'imports-across-layers': importsAcrossLayers } }
