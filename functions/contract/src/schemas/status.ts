import { z } from 'zod';

// GET /backendv2/ping/status: `result` equal to "success" means the server is online.
export const pingStatusSchema = z.object({ result: z.literal('success') });
export type PingStatus = z.infer<typeof pingStatusSchema>;
