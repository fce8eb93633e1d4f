/**
 * The options every function of this codebase shares, set before any of them is declared: index.ts
 * imports this module first. Imports are evaluated before the importing module's body (ES modules,
 * and esbuild's bundle keeps that order), and a trigger takes the global options when it is declared,
 * so a setGlobalOptions call in index.ts's own body came too late: the triggers went to the default
 * region (us-central1) instead of REGION (index.test.ts).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { REGION } from './config';

setGlobalOptions({ region: REGION, maxInstances: 20 });
