import { z } from 'zod';
import { tenantSchema } from '@/lib/tenant-schema';

// GET /backendv2/tenants/get and POST /backendv2/tenants/new answer { result: tenant }.
export const tenantResultSchema = z.object({ result: tenantSchema });
