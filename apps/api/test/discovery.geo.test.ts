// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { Locality } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLocalities, searchLocalities } from '../src/modules/geo/localities';
import { useTestApp } from './helpers';

const t = useTestApp();

async function localities(q: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/geo/localities?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(Locality).parse(response.json());
}

describe('GET /api/geo/localities', () => {
  it('finds Zürich by its name without accents, with canton and coordinates', async () => {
    const found = await localities('zurich');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    const zurich = found.find((locality) => locality.postalCode === '8001')!;
    expect(zurich).toMatchObject({ name: 'Zürich', canton: 'ZH' });
    expect(zurich.latitude).toBeCloseTo(47.37, 1);
    expect(zurich.longitude).toBeCloseTo(8.54, 1);
    expect(found.every((locality) => locality.name.startsWith('Zürich'))).toBe(true);
  });

  it('puts postcode matches first, in postcode order', async () => {
    const found = await localities('80');
    expect(found).toHaveLength(10);
    expect(found[0]).toMatchObject({ name: 'Zürich', postalCode: '8001' });
    expect(found.every((locality) => locality.postalCode.startsWith('80'))).toBe(true);
    const codes = found.map((locality) => locality.postalCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('matches a word inside the name and sorts names alphabetically', async () => {
    const found = await localities('neuchat');
    expect(found.map((locality) => locality.name)).toContain('Neuchâtel');
    expect(found.every((locality) => /neuch[aâ]tel/i.test(locality.name))).toBe(true);
    const bienne = await localities('bienne');
    expect(bienne.map((locality) => locality.name)).toContain('Biel/Bienne');
    const names = (await localities('st')).map((locality) => locality.name);
    expect(names).toHaveLength(10);
    expect(names.every((name) => /^st/i.test(name))).toBe(true);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-CH')));
  });

  it('answers [] for fewer than 2 characters and for no match, 400 above 50', async () => {
    expect(await localities('')).toEqual([]);
    expect(await localities('z')).toEqual([]);
    expect(await localities(' z ')).toEqual([]);
    expect(await localities('xyzxyz')).toEqual([]);
    expect(await localities("' or 1=1 --")).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/localities' })).statusCode).toBe(200);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/geo/localities?q=${'a'.repeat(51)}` });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('parseLocalities', () => {
  it('skips the comment and BOM, and merges a (name, postcode) pair at its average coordinates', () => {
    const csv = [
      '\uFEFF# comment',
      'Ortschaftsname;PLZ;Zusatzziffer;Gemeindename;BFS-Nr;Kantonskürzel;E;N;Sprache;Validity',
      'Dorf;1234;00;A;1;BE;7.0;46.0;de;2008-07-01',
      'Dorf;1234;00;B;2;BE;8.0;47.0;de;2008-07-01',
      'Dorf;1235;00;B;2;SO;8.0;47.0;de;2008-07-01',
      '',
    ].join('\r\n');
    const parsed = parseLocalities(csv);
    expect(
      parsed.map(({ name, postalCode, canton, latitude, longitude }) => ({
        name,
        postalCode,
        canton,
        latitude,
        longitude,
      })),
    ).toEqual([
      { name: 'Dorf', postalCode: '1234', canton: 'BE', latitude: 46.5, longitude: 7.5 },
      { name: 'Dorf', postalCode: '1235', canton: 'SO', latitude: 47, longitude: 8 },
    ]);
    expect(searchLocalities('123', parsed).map((locality) => locality.postalCode)).toEqual(['1234', '1235']);
    expect(searchLocalities('do', parsed)).toHaveLength(2);
  });
});
