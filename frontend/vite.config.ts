/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * Every web app of the platform is one HTML entry. The centre portal is served
 * at `/`, the teacher app at `/teacher/` and the admin console at `/admin/`;
 * Vite builds each entry into `dist/` beside the others.
 */
const appEntries: Record<string, string> = {
  centre: 'index.html',
  teacher: 'teacher/index.html',
  admin: 'admin/index.html',
}

const input = Object.fromEntries(
  Object.entries(appEntries).map(([name, file]) => [name, fileURLToPath(new URL(file, import.meta.url))]),
)

/**
 * The server's Content-Security-Policy allows scripts only from the platform's
 * own files (`script-src 'self'`): a built page with an inline script or an
 * inline event handler would not run, so the build refuses to make one.
 */
function noInlineScript(): Plugin {
  return {
    name: 'relief-no-inline-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>/i.exec(html)
        const inlineHandler = /<[^>]+\son[a-z]+\s*=/i.exec(html)
        const found = inlineScript ?? inlineHandler
        if (found) {
          throw new Error(`${context.path}: "${found[0]}" is inline script, which the Content-Security-Policy refuses`)
        }
        return html
      },
    },
  }
}

/** Files worth compressing: text. Images and fonts come compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/
/** Below this a compressed form saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 512

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? builtFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  )
  return nested.flat()
}

/**
 * Writes beside every built text file its brotli (`.br`, quality 11) and gzip
 * (`.gz`, level 9) forms, when they are smaller, so the server sends the
 * form a browser accepts without compressing anything itself
 * (`relief/kit/webfiles.py`).
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'relief-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await builtFiles(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < COMPRESS_FROM_BYTES) return
          const data = await readFile(file)
          const forms: [string, Buffer][] = [
            [
              '.br',
              await brotli(data, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            ],
            ['.gz', await gzipped(data, { level: zlibConstants.Z_BEST_COMPRESSION })],
          ]
          for (const [suffix, compressed] of forms) {
            if (compressed.length < data.length) await writeFile(`${file}${suffix}`, compressed)
          }
        }),
      )
    },
  }
}

/** Each app's first screen: its sign-in page, drawn after its entry. */
const firstScreens = ['src/apps/centre/pages/LoginPage.tsx', 'src/apps/teacher/pages/LoginPage.tsx', 'src/apps/admin/pages/LoginPage.tsx']

/**
 * Finds the libraries every app's first screen runs: whatever in node_modules
 * an entry or a sign-in page imports, directly or not, but not through an
 * `import()` (React, the router, i18next, TanStack Query and the part of Ant
 * Design the sign-in forms draw). The build puts them in one chunk,
 * `framework`, rather than the dozens the automatic split would make of them:
 * the browser fetches the same code either way, and brotli packs one file far
 * tighter. Every later screen's libraries are split as before.
 */
function firstScreenLibraries(): { plugin: Plugin; test: (id: string) => boolean } {
  const found = new Set<string>()
  const plugin: Plugin = {
    name: 'relief-first-screen-libraries',
    apply: 'build',
    buildEnd() {
      found.clear()
      const starts = [...Object.values(input), ...firstScreens.map((file) => fileURLToPath(new URL(file, import.meta.url)))]
      const seen = new Set<string>()
      const toVisit = [...starts]
      while (toVisit.length) {
        const id = toVisit.pop() as string
        if (seen.has(id)) continue
        seen.add(id)
        const info = this.getModuleInfo(id)
        if (!info) continue
        if (/[\\/]node_modules[\\/]/.test(id)) found.add(id)
        toVisit.push(...info.importedIds)
      }
    },
  }
  return { plugin, test: (id) => found.has(id) }
}

const firstScreen = firstScreenLibraries()

/** The apps' own version (package.json), which the teacher app tells the server when it asks whether to update. */
const appVersion = (JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string }).version

export default defineConfig({
  base: '/',
  plugins: [react(), noInlineScript(), precompress(), firstScreen.plugin],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input,
      output: {
        // The first screen's libraries in one chunk (firstScreenLibraries).
        codeSplitting: {
          groups: [{ name: 'framework', test: firstScreen.test }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Globals a test replaces (fetch, ResizeObserver) are put back after it.
    unstubGlobals: true,
    // Rendering Ant Design forms in jsdom takes a second or two on an idle
    // machine and several times that on a loaded one; a test is judged by its
    // assertions, not by the machine's load.
    testTimeout: 60_000,
  },
})
