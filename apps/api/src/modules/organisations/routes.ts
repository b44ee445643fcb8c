import {
  BankDetails,
  BankRequest,
  ClubInvitationAnswer,
  ClubInvitations,
  ClubInvitationsRequest,
  ClubPrivate,
  ContactPerson,
  ContactPersonRequest,
  CreateClubRequest,
  ErrorBody,
  MessageResponse,
  MyClubsResponse,
  RegistrationDetails,
  RegistrationDetailsRequest,
  UpdateBankRequest,
  UpdateClubRequest,
} from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Caller, requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import { saveBank } from './bank';
import * as invitations from './invitations';
import * as organisations from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['organisations'];
/** Calls that may come without a body. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/**
 * Club registration (three steps), the club edit page and the caller's clubs (PRODUCT.md §organisations, §validation).
 * Every body is parsed with the contract's schema; every call checks the caller's role in the club.
 */
export const organisationRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    // Every call here needs a login: an anonymous call is a 401 before its body is even looked at.
    const callers = new WeakMap<object, Caller>();
    app.addHook('preValidation', async (req) => {
      callers.set(req, await requireCaller(req, deps));
    });
    const caller = async (req: FastifyRequest): Promise<Caller> => {
      const found = callers.get(req);
      if (!found) throw new Error('organisation route without its caller');
      return found;
    };

    const call = contractRoutes(app, { tags, errors, caller });

    call(
      'POST',
      '/clubs',
      'Register an organisation (step 1); it stays pending until the operator approves it',
      { body: CreateClubRequest, answer: ClubPrivate, status: 201 },
      (caller, body) => organisations.createClub(deps, caller, body),
    );
    call(
      'PUT',
      '/clubs',
      'Change the club information (ROLE_CLUB, ROLE_CLUB_OPERATOR; admins only ROLE_CLUB)',
      { body: UpdateClubRequest, answer: ClubPrivate },
      (caller, body) => organisations.updateClub(deps, caller, body),
    );
    call(
      'POST',
      '/contacts',
      "Save the club's contact person (step 2; replaces a saved one)",
      { body: ContactPersonRequest, answer: ContactPerson },
      (caller, body) => organisations.saveContact(deps, caller, body, 'create'),
    );
    call(
      'PUT',
      '/contacts',
      "Change the club's contact person",
      { body: ContactPersonRequest, answer: ContactPerson },
      (caller, body) => organisations.saveContact(deps, caller, body, 'update'),
    );
    call(
      'POST',
      '/banks',
      "Save the club's bank account (step 3, ROLE_CLUB); completes the registration",
      { body: BankRequest, answer: BankDetails },
      (caller, body) => saveBank(deps, caller, body, 'create'),
    );
    call(
      'PUT',
      '/banks',
      "Change the club's bank account (ROLE_CLUB)",
      { body: UpdateBankRequest, answer: BankDetails },
      (caller, body) => saveBank(deps, caller, body, 'update'),
    );
    call(
      'POST',
      '/clubs/registration-details',
      'The saved registration of a club (any admin role); without clubId the own club',
      { body: optionalBody(RegistrationDetailsRequest), answer: RegistrationDetails },
      (caller, body) => organisations.getRegistrationDetails(deps, caller, body.clubId),
    );
    call(
      'POST',
      '/clubs/mine',
      'The organisations the caller administers, with role and registration progress',
      { body: optionalBody(z.object({})), answer: MyClubsResponse },
      (caller) => organisations.listMyClubs(deps, caller),
    );

    // Invitations to help run a club (issue 17): a role only once the person accepts.
    call(
      'POST',
      '/users/club-invitations',
      "The caller's open invitations to help run an organisation",
      { body: optionalBody(ClubInvitationsRequest), answer: ClubInvitations },
      (caller, body) => invitations.listInvitations(deps, caller, body?.token),
    );
    call(
      'POST',
      '/users/club-invitations/accept',
      'Accept an invitation: the named role in the organisation starts now',
      { body: ClubInvitationAnswer, answer: MessageResponse },
      (caller, body) => invitations.acceptInvitation(deps, caller, body),
    );
    call(
      'POST',
      '/users/club-invitations/decline',
      'Decline an invitation: it ends, nothing else changes',
      { body: ClubInvitationAnswer, answer: MessageResponse },
      (caller, body) => invitations.declineInvitation(deps, caller, body),
    );
  };
