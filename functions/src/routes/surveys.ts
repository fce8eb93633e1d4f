import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  agendaSurveysQuerySchema,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventContentItemQuerySchema,
  eventContentListQuerySchema,
  surveySaveSchema,
  type Survey,
  type SurveyDoc,
} from '../contract';
import { authenticate } from '../middleware/auth';
import { notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { callerOf, deleteEventChild, findAgenda, saveEventChild, visibleEventChild, visibleEventChildren } from '../services/events';

export const surveysRouter = Router();
surveysRouter.use('/surveys', authenticate);

const SUB = EVENT_SUBCOLLECTIONS.surveys;

function toSurvey(snapshot: DocumentSnapshot, eventId: string): Survey {
  const doc = snapshot.data() as SurveyDoc;
  return { id: snapshot.id, eventId, name: doc.name, url: doc.url };
}

const byName = (a: Survey, b: Survey) => a.name.localeCompare(b.name);

// GET /backendv2/surveys?eventId -> { surveys }, sorted by name (whoever may see the event)
surveysRouter.get('/surveys', async (req, res) => {
  const { eventId } = validate(eventContentListQuerySchema, req.query);
  const docs = await visibleEventChildren(await callerOf(req), eventId, SUB);
  res.json({ surveys: docs.map((doc) => toSurvey(doc, eventId)).sort(byName) });
});

// GET /backendv2/surveys/agenda?agendaId -> { surveys }: the surveys of the agenda's event.
surveysRouter.get('/surveys/agenda', async (req, res) => {
  const { agendaId } = validate(agendaSurveysQuerySchema, req.query);
  const agenda = await findAgenda(agendaId);
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  const docs = await visibleEventChildren(await callerOf(req), agenda.eventId, SUB);
  res.json({ surveys: docs.map((doc) => toSurvey(doc, agenda.eventId)).sort(byName) });
});

// GET /backendv2/surveys/byId?id&eventId -> { survey }
surveysRouter.get('/surveys/byId', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  res.json({ survey: toSurvey(await visibleEventChild(await callerOf(req), eventId, SUB, id), eventId) });
});

// POST /backendv2/surveys/new { id?, name, url, eventId } -> { result: survey } (editors); url http(s) only.
surveysRouter.post('/surveys/new', async (req, res) => {
  const input = validate(surveySaveSchema, req.body);
  const caller = await callerOf(req);
  const doc: SurveyDoc = { name: input.name, url: input.url };
  const ref = await saveEventChild(caller, input.eventId, SUB, input.id, doc);
  logs.eventContentSaved(req.requestId, caller.uid, input.eventId, SUB, ref.id);
  res.json({ result: { id: ref.id, eventId: input.eventId, ...doc } satisfies Survey });
});

// DELETE /backendv2/surveys?eventId&id -> { result: { id } } (editors)
surveysRouter.delete('/surveys', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  const caller = await callerOf(req);
  await deleteEventChild(caller, eventId, SUB, id);
  logs.eventContentDeleted(req.requestId, caller.uid, eventId, SUB, id);
  res.json({ result: { id } });
});
