import { endpoint } from '../endpoint';
import {
  ClubEventList,
  ClubEventsRequest,
  DeleteEventRequest,
  EventRequest,
  EventSaved,
  UpdateEventRequest,
} from '../events';
import { MessageResponse } from '../http';

/** The events calls. */
export const EVENTS_ENDPOINTS = {
  postEvents: endpoint({
    method: 'POST',
    path: '/events',
    tag: 'events',
    summary: 'Create an event (a draft until its image is uploaded with the answered id)',
    access: 'caller',
    body: EventRequest,
    answers: { 201: EventSaved },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
  putEvents: endpoint({
    method: 'PUT',
    path: '/events',
    tag: 'events',
    summary: 'Update an event; its stored club decides who may',
    access: 'caller',
    body: UpdateEventRequest,
    answers: { 200: EventSaved },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
  deleteEvents: endpoint({
    method: 'DELETE',
    path: '/events',
    tag: 'events',
    summary: 'Delete an event; its stored club decides who may (issue 47)',
    access: 'caller',
    body: DeleteEventRequest,
    answers: { 200: MessageResponse },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
  postEventsClubAll: endpoint({
    method: 'POST',
    path: '/events/club-all',
    tag: 'events',
    summary: 'Every event of the club for its administrators, drafts too',
    access: 'caller',
    body: ClubEventsRequest,
    answers: { 200: ClubEventList },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
} as const;
