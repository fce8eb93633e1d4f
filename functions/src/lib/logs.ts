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
  rightsChanged: (requestId: string, by: string, target: string, added: string[], removed: string[]) =>
    logger.info('rights changed', { requestId, by, target, added, removed }),
  settingUpdated: (requestId: string, uid: string, name: string) =>
    logger.info('setting updated', { requestId, uid, name }),
};
