import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/browser-locale.ts', './test/setup.ts'],
    css: false,
    // A project's files do not take the root's maxWorkers: without its own the web files ran one at a time on
    // the 2-core CI machine (154 s alone; 106 s with two workers, 107 s with three, 2026-11-27).
    maxWorkers: Math.max(2, availableParallelism()),
    // Worker threads start faster than child processes, and each file has a fresh one (isolated): 110 → 87 s.
    pool: 'threads',
  },
});
