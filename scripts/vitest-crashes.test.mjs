import { describe, expect, test } from 'vitest';
import { filesLostToV8Crash } from './vitest-crashes.mjs';

// The output of a real run in which V8's JIT-page CHECK killed a fork (vitest 5, the fork's stderr inherited).
const crashed = (file, check = 'Check failed: jit_page.has_value().') => `
 ✓  api  apps/api/test/config.test.ts (7 tests) 33ms

#
# Fatal error in , line 0
# ${check}
#
\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Unhandled Error \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m
Error: [vitest-pool]: Worker forks emitted error.
Caused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state while running test file ${file}
`;

describe('files lost to the V8 JIT-page crash (nodejs/node#64500)', () => {
  test('names the file whose fork V8 aborted', () => {
    const output = `${crashed('/repo/apps/api/test/subscriptions.test.ts')}\nVitest caught 1 unhandled error during the test run.`;
    expect(filesLostToV8Crash(output)).toEqual(['/repo/apps/api/test/subscriptions.test.ts']);
  });

  test('knows both wordings of the CHECK and several forks', () => {
    const output = [
      crashed('/repo/a.test.ts'),
      crashed('/repo/b.test.ts', 'Check failed: jit_page_->allocations_.erase(addr) == 1.'),
      'Vitest caught 2 unhandled errors during the test run.',
    ].join('\n');
    expect(filesLostToV8Crash(output)).toEqual(['/repo/a.test.ts', '/repo/b.test.ts']);
  });

  test('a fork that died without the CHECK is not run again', () => {
    const output = crashed('/repo/a.test.ts').replace('Check failed: jit_page.has_value().', 'Out of memory');
    expect(filesLostToV8Crash(`${output}\nVitest caught 1 unhandled error during the test run.`)).toEqual([]);
  });

  test('another unhandled error beside the crash keeps the run failed', () => {
    const output = `${crashed('/repo/a.test.ts')}\nTypeError: x is undefined\nVitest caught 2 unhandled errors during the test run.`;
    expect(filesLostToV8Crash(output)).toEqual([]);
  });

  test('a run without a dead fork has nothing to run again', () => {
    expect(filesLostToV8Crash(' Test Files  1 failed (2)\n      Tests  1 failed | 7 passed (8)')).toEqual([]);
  });
});
