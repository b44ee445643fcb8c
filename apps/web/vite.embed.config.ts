import { defineConfig } from 'vite';

/**
 * The donate button for other websites (issue 48, src/embed/donate-button.ts): one classic script,
 * dist/embed/donate.js, served by the API at /embed/donate.js. No framework and no contract import: its size
 * counts against the host page's visitors (budget in scripts/bundle-size.mjs).
 */
export default defineConfig({
  // The app's public files are the app's: none goes with the script.
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    sourcemap: false,
    lib: {
      entry: 'src/embed/donate-button.ts',
      formats: ['iife'],
      name: 'TifoDonate',
      fileName: () => 'donate.js',
    },
  },
});
