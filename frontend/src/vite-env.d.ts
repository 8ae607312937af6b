/// <reference types="vite/client" />

/** The web apps' version from package.json, written in by Vite at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string
