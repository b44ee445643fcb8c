import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The entries: main.tsx runs the app, boot.ts loads it after the first paint (src/boot.ts). */
const ENTRIES = /src[\\/](boot\.ts|main\.tsx)$/;
/** What boot.ts imports itself: it runs before the first paint, so it stays small. */
const BOOT_DEPENDENCIES =
  /(src[\\/](lib[\\/]earlyEvents|i18n[\\/]choice)\.ts|contract[\\/]src[\\/]languages\.ts|preload-helper)/;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  // The server bundle (`vite build --ssr src/entry-server.tsx`) carries its dependencies, so the API loads
  // one file and needs none of the web app's packages resolved at run time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: which chunks and CSS each page needs (server rendering links them).
        manifest: true,
        rolldownOptions: {
          // boot.ts: the script of server-rendered pages (it loads main.tsx after the first paint).
          input: { index: 'index.html', boot: 'src/boot.ts' },
          output: {
            codeSplitting: {
              groups: [
                // What every page runs at start, in a few chunks instead of some forty: React (run first, in
                // a task of its own, by boot.ts), the rest of the app's shell, and the little boot.ts needs.
                { name: 'early', test: BOOT_DEPENDENCIES, priority: 3 },
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'app', test: (id: string) => !ENTRIES.test(id), tags: ['$initial'], priority: 1 },
              ],
            },
          },
          treeshake: {
            // The contract's modules only declare things: a module none of whose exports a chunk uses stays
            // out of it. So the first chunk, which needs routes and messages, does not carry zod's schemas.
            moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
          },
        },
      },
}));
