/** Every row of the authorization matrix, one module per resource of the endpoint table. */
import type { MatrixRow } from './matrix';
import { rows as locations } from './locations.rows';

export const MATRIX_ROWS: readonly MatrixRow<never>[] = [...locations] as readonly MatrixRow<never>[];
