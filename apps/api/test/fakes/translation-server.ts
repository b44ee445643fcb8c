import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Seen {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A local server answering like DeepL's /v2/translate or LibreTranslate's /translate. */
export async function fakeTranslationServer() {
  const seen: Seen[] = [];
  let mode: 'ok' | 'too_large' | 'quota' | 'long' = 'ok';
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as Record<string, unknown>;
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
    res.setHeader('Content-Type', 'application/json');
    if (mode === 'too_large') {
      res.statusCode = 413;
      res.end(JSON.stringify({ message: 'Request Entity Too Large' }));
      return;
    }
    if (mode === 'quota') {
      res.statusCode = 456;
      res.end(JSON.stringify({ message: 'Quota exceeded' }));
      return;
    }
    if (req.url === '/v2/translate') {
      if (req.headers.authorization !== 'DeepL-Auth-Key test-key:fx') {
        res.statusCode = 403;
        res.end(JSON.stringify({ message: 'Wrong key' }));
        return;
      }
      const [text] = body.text as string[];
      const translated = mode === 'long' ? 'y'.repeat(300) : `[${body.target_lang}] ${text}`;
      res.end(JSON.stringify({ translations: [{ detected_source_language: 'DE', text: translated }] }));
      return;
    }
    if (req.url === '/translate') {
      res.end(JSON.stringify({ translatedText: `<${body.target}> ${body.q}` }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    setMode(next: typeof mode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
