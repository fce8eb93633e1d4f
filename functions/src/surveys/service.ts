/** Surveys (docs/product.md §3 Survey): events/{e}/surveys/{s}, read and written under the event's rights (events/service.ts). */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { EVENT_SUBCOLLECTIONS, eventContentConverters, type Survey, type SurveyDoc } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../events/access';

const SUB = EVENT_SUBCOLLECTIONS.surveys;
const surveyDocs = eventContentConverters.surveys;

const toSurvey = (snapshot: DocumentSnapshot, eventId: string): Survey => ({
  id: snapshot.id,
  eventId,
  ...surveyDocs.fromFirestore(snapshot),
});

/** The surveys of an event the caller may see, sorted by name. */
export async function surveysOf(caller: Caller, eventId: string): Promise<Survey[]> {
  const docs = await visibleEventChildren(caller, eventId, SUB);
  return docs.map((doc) => toSurvey(doc, eventId)).sort((a, b) => a.name.localeCompare(b.name));
}

export const surveyById = async (caller: Caller, eventId: string, id: string): Promise<Survey> =>
  toSurvey(await visibleEventChild(caller, eventId, SUB, id), eventId);

/** Creates (no id) or replaces a survey; answers its id. */
export const saveSurvey = async (
  caller: Caller,
  eventId: string,
  id: string | null | undefined,
  doc: SurveyDoc,
): Promise<string> => (await saveEventChild(caller, eventId, SUB, id, surveyDocs.toFirestore(doc))).id;

export async function removeSurvey(caller: Caller, eventId: string, id: string): Promise<void> {
  await deleteEventChild(caller, eventId, SUB, id);
}
