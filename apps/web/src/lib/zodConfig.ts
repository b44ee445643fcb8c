import { config } from 'zod/v4/core';

// Zod 4 compiles fast object parsers with `new Function`, after probing whether eval is allowed. Our
// Content-Security-Policy has no 'unsafe-eval': the probe fails quietly, but the browser still reports a CSP
// violation in the console (seen on /contact). Jitless skips the probe and the compiled path; parsing is the
// same. Imported first by main.tsx, before any schema parses; `zod/v4/core` keeps zod's schemas out of the
// first chunk.
config({ jitless: true });
