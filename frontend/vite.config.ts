/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Every web app of the platform is one HTML entry. The centre portal is served
 * at `/`; the teacher app (`teacher/index.html`) and the admin console
 * (`admin/index.html`) join this table when they exist, and Vite builds each
 * entry into `dist/` beside the others.
 */
const appEntries: Record<string, string> = {
  centre: 'index.html',
  teacher: 'teacher/index.html',
}

const input = Object.fromEntries(
  Object.entries(appEntries).map(([name, file]) => [name, fileURLToPath(new URL(file, import.meta.url))]),
)

export default defineConfig({
  base: '/',
  plugins: [react()],
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
    rolldownOptions: { input },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
})
