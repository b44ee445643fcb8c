import {
  BankDetails,
  BankRequest,
  ClubPrivate,
  ContactPerson,
  ContactPersonRequest,
  CreateClubRequest,
  ErrorBody,
  MyClubsResponse,
  RegistrationDetails,
  RegistrationDetailsRequest,
  UpdateBankRequest,
  UpdateClubRequest,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Caller, requireCaller } from '../auth/caller';
import type { AppDeps } from '../deps';
import * as organisations from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['organisations'];
const security = [{ bearerAuth: [] }];
/** Calls that may come without a body. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/**
 * Club registration (three steps), the club edit page and the caller's clubs (spec 000 §3–§6, spec 001 §5).
 * Every body is parsed with the contract's schema; every call checks the caller's role in the club.
 */
export const organisationRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    // Every call here needs a login: an anonymous call is a 401 before its body is even looked at.
    const callers = new WeakMap<object, Caller>();
    app.addHook('preValidation', async (req) => {
      callers.set(req, await requireCaller(req, deps));
    });
    const caller = async (req: object): Promise<Caller> => {
      const found = callers.get(req);
      if (!found) throw new Error('organisation route without its caller');
      return found;
    };

    app.post(
      '/clubs',
      {
        schema: {
          tags,
          summary: 'Register an organisation (step 1); it stays pending until the operator approves it',
          security,
          body: CreateClubRequest,
          response: { 201: ClubPrivate, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await organisations.createClub(deps, await caller(req), req.body)),
    );

    app.put(
      '/clubs',
      {
        schema: {
          tags,
          summary: 'Change the club information (ROLE_CLUB, ROLE_CLUB_OPERATOR; admins only ROLE_CLUB)',
          security,
          body: UpdateClubRequest,
          response: { 200: ClubPrivate, ...errors },
        },
      },
      async (req) => organisations.updateClub(deps, await caller(req), req.body),
    );

    app.post(
      '/contacts',
      {
        schema: {
          tags,
          summary: "Save the club's contact person (step 2; replaces a saved one)",
          security,
          body: ContactPersonRequest,
          response: { 200: ContactPerson, ...errors },
        },
      },
      async (req) => organisations.saveContact(deps, await caller(req), req.body, 'create'),
    );

    app.put(
      '/contacts',
      {
        schema: {
          tags,
          summary: "Change the club's contact person",
          security,
          body: ContactPersonRequest,
          response: { 200: ContactPerson, ...errors },
        },
      },
      async (req) => organisations.saveContact(deps, await caller(req), req.body, 'update'),
    );

    app.post(
      '/banks',
      {
        schema: {
          tags,
          summary: "Save the club's bank account (step 3, ROLE_CLUB); completes the registration",
          security,
          body: BankRequest,
          response: { 200: BankDetails, ...errors },
        },
      },
      async (req) => organisations.saveBank(deps, await caller(req), req.body, 'create'),
    );

    app.put(
      '/banks',
      {
        schema: {
          tags,
          summary: "Change the club's bank account (ROLE_CLUB)",
          security,
          body: UpdateBankRequest,
          response: { 200: BankDetails, ...errors },
        },
      },
      async (req) => organisations.saveBank(deps, await caller(req), req.body, 'update'),
    );

    app.post(
      '/clubs/registration-details',
      {
        schema: {
          tags,
          summary: 'The saved registration of a club (any admin role); without clubId the own club',
          security,
          body: optionalBody(RegistrationDetailsRequest),
          response: { 200: RegistrationDetails, ...errors },
        },
      },
      async (req) => organisations.getRegistrationDetails(deps, await caller(req), req.body.clubId),
    );

    app.post(
      '/clubs/mine',
      {
        schema: {
          tags,
          summary: 'The organisations the caller administers, with role and registration progress',
          security,
          body: optionalBody(z.object({})),
          response: { 200: MyClubsResponse, ...errors },
        },
      },
      async (req) => organisations.listMyClubs(deps, await caller(req)),
    );
  };
