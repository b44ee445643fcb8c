/**
 * too_long: the service refused the text for its size (answered with the spec's 'description_too_long');
 * failed: anything else (unreachable, quota, bad key, unexpected answer).
 */
export class TranslationError extends Error {
  constructor(
    readonly kind: 'too_long' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** A translation call never holds a request longer than this. */
export const TRANSLATION_TIMEOUT_MS = 10_000;

/** POSTs JSON and returns the parsed answer; maps HTTP and network failures to TranslationError. */
export async function postJson(
  fetchImpl: typeof fetch,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TRANSLATION_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranslationError('failed', `translation service unreachable: ${(error as Error).message}`);
  }
  // 413: the request is too large (DeepL); LibreTranslate answers 400 with a character-limit message.
  if (response.status === 413) throw new TranslationError('too_long', 'text too long for the service');
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    if (response.status === 400 && /limit|too long|length/i.test(detail)) {
      throw new TranslationError('too_long', `text too long for the service: ${detail}`);
    }
    throw new TranslationError('failed', `translation service answered ${response.status}: ${detail}`);
  }
  try {
    return await response.json();
  } catch {
    throw new TranslationError('failed', 'translation service answered no JSON');
  }
}
