// Zod 4 compiles fast object parsers with `new Function`, after probing whether eval is allowed. Our
// Content-Security-Policy has no 'unsafe-eval': the probe fails quietly, but the browser still reports a CSP
// violation in the console (seen on /contact). Jitless skips the probe and the compiled path; parsing is the
// same. Zod reads this setting when a schema is built, so it must be set before the first page's schemas load:
// main.tsx imports this module first.
//
// This is what `z.config({ jitless: true })` does: zod keeps its settings in `globalThis.__zod_globalConfig`
// and adopts an object found there (zod/v4/core/core.js). Importing `config` from zod instead put 3.6 KiB
// (gzip) of zod's core into the first chunk of every page, which otherwise loads no zod.
// apps/web/test/zodConfig.test.ts checks that zod sees the setting.
const global = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
global.__zod_globalConfig ??= {};
global.__zod_globalConfig.jitless = true;

export {};
