import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Caller, isPlatformOperator, requireCaller } from './caller';
import type { TokenSigner } from './tokens';

/**
 * The gate of the operator's calls (ROLE_ADMIN): used as a `preValidation` hook, of a route or of a whole
 * plugin, it answers 401 without a live session and 403 to every other account before the input is looked
 * at, so nobody else learns what a call expects. `operator(req)` then answers the caller the gate let in.
 */
export function operatorGate(deps: { db: Db; signer: TokenSigner }) {
  const admitted = new WeakMap<FastifyRequest, Caller>();
  return {
    preValidation: async (req: FastifyRequest): Promise<void> => {
      const caller = await requireCaller(req, deps);
      if (!isPlatformOperator(caller)) throw new AppError('forbidden');
      admitted.set(req, caller);
    },
    operator(req: FastifyRequest): Caller {
      const caller = admitted.get(req);
      if (!caller) throw new Error('an operator route without its gate');
      return caller;
    },
  };
}
