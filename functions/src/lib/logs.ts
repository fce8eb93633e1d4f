/** Named log lines of the API; tokens and bodies are never logged. */
import { logger } from 'firebase-functions';

export const logs = {
  requestFailed: (requestId: string, method: string, path: string, status: number, error: unknown) =>
    logger.error('request failed', {
      requestId,
      method,
      path,
      status,
      error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    }),
  authRejected: (requestId: string, reason: string) => logger.warn('authentication rejected', { requestId, reason }),
  signedIn: (requestId: string, uid: string) => logger.info('signed in', { requestId, uid }),
  reauthenticationRequired: (requestId: string, uid: string, reason: string) =>
    logger.info('corporate verification too old', { requestId, uid, reason }),
  signedOutEverywhere: (requestId: string, uid: string, target: string) =>
    logger.info('signed out everywhere', { requestId, uid, target }),
  /** A sign-in or a new record refused: its address belongs to another user (one identity per address). */
  addressTaken: (requestId: string, uid: string, holders: string[]) =>
    logger.warn('address belongs to another user', { requestId, uid, holders }),
  rightsChanged: (requestId: string, by: string, target: string, added: string[], removed: string[]) =>
    logger.info('rights changed', { requestId, by, target, added, removed }),
  settingUpdated: (requestId: string, uid: string, name: string) =>
    logger.info('setting updated', { requestId, uid, name }),
  mailRequeued: (requestId: string, uid: string, mailId: string) =>
    logger.info('failed mail queued again', { requestId, uid, mailId }),
  tenantSaved: (requestId: string, uid: string, tenantId: string, created: boolean) =>
    logger.info(created ? 'country created' : 'country updated', { requestId, uid, tenantId }),
  tenantDeleted: (requestId: string, uid: string, tenantId: string) =>
    logger.info('country deleted', { requestId, uid, tenantId }),
  userCreated: (requestId: string, by: string, uid: string) => logger.info('user created', { requestId, by, uid }),
  groupSaved: (requestId: string, uid: string, groupId: string, users: number) =>
    logger.info('group saved', { requestId, uid, groupId, users }),
  groupDeleted: (requestId: string, uid: string, groupId: string) =>
    logger.info('group deleted', { requestId, uid, groupId }),
  newsSaved: (requestId: string, uid: string, newsId: string, created: boolean) =>
    logger.info(created ? 'news created' : 'news updated', { requestId, uid, newsId }),
  newsDeleted: (requestId: string, uid: string, newsId: string) =>
    logger.info('news deleted', { requestId, uid, newsId }),
  userFilesSaved: (requestId: string, uid: string, eventId: string, files: number) =>
    logger.info('user files saved', { requestId, uid, eventId, files }),
  storedFileKept: (requestId: string, ref: string, reason: string) =>
    logger.warn('stored file not deleted', { requestId, ref, reason }),
  storedFolderKept: (requestId: string, prefix: string, reason: string) =>
    logger.warn('stored folder not deleted', { requestId, prefix, reason }),
  avatarSaved: (requestId: string, uid: string, ref: string) => logger.info('avatar saved', { requestId, uid, ref }),
  avatarNotRefreshed: (requestId: string, uid: string, reason: string) =>
    logger.warn('avatar not refreshed', { requestId, uid, reason }),
  eventSaved: (requestId: string, uid: string, eventId: string, created: boolean) =>
    logger.info(created ? 'event created' : 'event updated', { requestId, uid, eventId }),
  eventDeleted: (requestId: string, uid: string, eventId: string) =>
    logger.info('event deleted', { requestId, uid, eventId }),
  eventCleared: (requestId: string, uid: string, eventId: string, agendas: number) =>
    logger.info('event agendas cleared', { requestId, uid, eventId, agendas }),
  eventContentSaved: (requestId: string, uid: string, eventId: string, kind: string, id: string) =>
    logger.info('event content saved', { requestId, uid, eventId, kind, id }),
  notificationSaved: (requestId: string, uid: string, eventId: string, notificationId: string, created: boolean) =>
    logger.info(created ? 'notification scheduled' : 'notification updated', {
      requestId,
      uid,
      eventId,
      notificationId,
    }),
  notificationSent: (requestId: string, uid: string, eventId: string, notificationId: string, outcome: string) =>
    logger.info('notification sent now', { requestId, uid, eventId, notificationId, outcome }),
  notificationDeleted: (requestId: string, uid: string, eventId: string, notificationId: string) =>
    logger.info('notification cancelled', { requestId, uid, eventId, notificationId }),
  eventContentDeleted: (requestId: string, uid: string, eventId: string, kind: string, id: string) =>
    logger.info('event content deleted', { requestId, uid, eventId, kind, id }),
};
