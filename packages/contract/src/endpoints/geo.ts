import { z } from 'zod';
import { Locality } from '../clubs';
import { endpoint } from '../endpoint';
import { LOCALITY_QUERY } from '../limits';
import { KEYS } from '../messages';

/** The geo calls. */
export const GEO_ENDPOINTS = {
  getGeoLocalities: endpoint({
    method: 'GET',
    path: '/geo/localities',
    tag: 'geo',
    summary: 'Swiss localities whose postcode or name starts with q (at least 2 characters), at most 10',
    access: 'public',
    query: z.object({
      q: z.string(KEYS.status400).max(LOCALITY_QUERY.maxLength, KEYS.status400).default(''),
    }),
    answers: { 200: z.array(Locality) },
    errors: [400],
  }),
} as const;
