import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import { AGENDA_IMPORT_BODY_LIMIT_BYTES, API_JSON_BODY_LIMIT_BYTES, API_MULTIPART_LIMITS, api } from '@agenda/contract';
import { HttpError, badRequest } from '../lib/http-error';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Accepts bodies as JSON or as `multipart/form-data` whose `data` field holds JSON (docs/product.md §7),
 * and leaves the parsed value in `req.body`. Cloud Functions has already read the stream into
 * `req.rawBody`; outside it (tests) the stream is read here, with the same size cap.
 */
export const parseBody: RequestHandler = async (req, _res, next) => {
  if (!WITH_BODY.has(req.method)) {
    req.body = {};
    return next();
  }
  const limit = bodyLimitOf(req);
  const raw = req.rawBody ?? (await readStream(req, limit));
  if (raw.length > limit) throw new HttpError(413, 'Request body is too large');
  const type = (req.get('content-type') ?? '').toLowerCase();
  if (raw.length === 0) req.body = {};
  else if (type.startsWith('application/json')) req.body = parseJson(raw.toString('utf8'));
  else if (type.startsWith('multipart/form-data')) req.body = await parseMultipart(req, raw);
  else throw new HttpError(415, 'Send the body as application/json or multipart/form-data');
  next();
};

/**
 * The runtime around the function (the Functions Framework in production, firebase-tools' runtime in
 * the emulator) parses JSON bodies with body-parser before our app runs; a malformed body made it
 * answer its own HTML page (with a stack in the emulator). Both build their Express app after loading
 * this module, so here their `bodyParser.json()` is wrapped: a body that fails to parse goes on to
 * our app with `req.rawBody` kept (body-parser's `verify` saved it), and parseBody above answers
 * JSON 400 `{ error, requestId }` like every other error. Other parser errors (413, charset) pass as
 * before. Does nothing where the runtime's body-parser cannot be found or wrapped (unit tests).
 */
export function passMalformedJsonToApp(): void {
  type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
  type Parsers = { json?: (options?: unknown) => Middleware };
  let parsers: Parsers;
  try {
    parsers = require.main?.require('body-parser') as Parsers;
  } catch {
    return;
  }
  const descriptor = parsers && Object.getOwnPropertyDescriptor(parsers, 'json');
  const json = parsers?.json;
  if (!descriptor?.configurable || typeof json !== 'function' || (json as { passesMalformed?: true }).passesMalformed)
    return;
  const wrapped = Object.assign(
    (options?: unknown): Middleware => {
      const parse = json(options);
      return (req, res, next) =>
        parse(req, res, (error?: unknown) =>
          next((error as { type?: unknown } | undefined)?.type === 'entity.parse.failed' ? undefined : error),
        );
    },
    { passesMalformed: true as const },
  );
  Object.defineProperty(parsers, 'json', { configurable: true, enumerable: true, value: wrapped });
}

/** A spreadsheet import carries a whole programme; every other body the general bound. */
const bodyLimitOf = (req: Request): number =>
  req.path === api.agendas.import.path ? AGENDA_IMPORT_BODY_LIMIT_BYTES : API_JSON_BODY_LIMIT_BYTES;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

async function readStream(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, 'Request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseMultipart(req: Request, raw: Buffer): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: API_MULTIPART_LIMITS });
    } catch {
      reject(badRequest('Malformed multipart body'));
      return;
    }
    let data: unknown = {};
    let failure: HttpError | undefined;
    const fail = (error: HttpError) => {
      failure ??= error;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `Field ${name} is too large`));
      else if (name !== 'data') fail(badRequest(`Unexpected form field: ${name}`));
      else {
        try {
          data = parseJson(value);
        } catch (error) {
          fail(error as HttpError);
        }
      }
    });
    parser.on('file', (name, stream) => {
      stream.resume();
      fail(badRequest(`Files are uploaded to storage, not to the API (field ${name})`));
    });
    parser.on('filesLimit', () => fail(badRequest('Files are uploaded to storage, not to the API')));
    parser.on('fieldsLimit', () => fail(new HttpError(413, 'Too many form fields')));
    parser.on('partsLimit', () => fail(new HttpError(413, 'Too many form parts')));
    parser.on('error', () => reject(failure ?? badRequest('Malformed multipart body')));
    parser.on('close', () => (failure ? reject(failure) : resolve(data)));
    parser.end(raw);
  });
}
