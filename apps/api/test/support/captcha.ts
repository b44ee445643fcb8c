import type { CaptchaChallenge } from '@tifo/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What the ALTCHA widget does: solve the challenge and post base64 of {challenge, solution}. */
export async function solve(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge of the API at `baseUrl` (a running process), solved. */
export async function solvedCaptchaAt(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/captcha/challenge`);
  if (response.status !== 200) throw new Error(`captcha challenge: ${response.status}`);
  return solve((await response.json()) as CaptchaChallenge);
}
