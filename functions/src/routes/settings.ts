import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, settingUpdateSchema, settingValueQuerySchema } from '../contract';
import { authenticate, requireAdminOfAnyTenant } from '../middleware/auth';
import { db } from '../lib/firebase';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';

export const settingsRouter = Router();

// GET /backendv2/settings/value?name (no auth) -> { result: value or null }
settingsRouter.get('/settings/value', async (req, res) => {
  const { name } = validate(settingValueQuerySchema, req.query);
  const snapshot = await db.collection(COLLECTIONS.settings).doc(name).get();
  const value = snapshot.get('value') as unknown;
  res.json({ result: typeof value === 'string' ? value : null });
});

// POST /backendv2/settings/update { name, value } (admins of at least one country) -> { result: setting }
settingsRouter.post('/settings/update', authenticate, requireAdminOfAnyTenant, async (req, res) => {
  const setting = validate(settingUpdateSchema, req.body);
  await db
    .collection(COLLECTIONS.settings)
    .doc(setting.name)
    .set({ ...setting, updated_by: req.caller?.uid ?? null, last_updated: FieldValue.serverTimestamp() });
  logs.settingUpdated(req.requestId, req.caller?.uid ?? '', setting.name);
  res.json({ result: setting });
});
