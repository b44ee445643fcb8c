import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The system calls. */
export const SYSTEM_ENDPOINTS = {
  getHealth: endpoint({
    method: 'GET',
    path: '/health',
    tag: 'system',
    summary: 'Liveness and database check',
    access: 'public',
    answers: {
      200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      503: z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() }),
    },
    errors: [],
  }),
} as const;
