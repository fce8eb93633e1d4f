/**
 * The local identity provider of the emulator suite: a sign-in popup that lists the demo directory,
 * a token endpoint that signs Entra-like ID tokens with a locally generated RSA key, and the key set
 * that the API's verifier fetches. Mounted by app.ts only when running in the emulator.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { z } from 'zod';
import { COLLECTIONS, directoryPersonSchema, docConverter, type DirectoryPerson } from '@agenda/contract';
import { config } from '../config';
import { db } from '../lib/firebase';
import { badRequest, notFound } from '../lib/http-error';
import { validate } from '../lib/validate';

const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** localIdp/signingKey: the RSA key pair as JWKs (its fields are checked where jose imports them). */
const jwkSchema = z.custom<JWK>(
  (value) => typeof value === 'object' && value !== null && typeof (value as JWK).kty === 'string',
  'Expected a JWK',
);
const storedKeySchema = z.object({ kid: z.string(), privateJwk: jwkSchema, publicJwk: jwkSchema });
type StoredKey = z.infer<typeof storedKeySchema>;
const keyConverter = docConverter(storedKeySchema);
// The demo directory: its people, plus the demo role the popup shows.
const directoryConverter = docConverter(directoryPersonSchema.extend({ demoRole: z.string().optional() }));

let keyPromise: Promise<StoredKey> | undefined;

/** One signing key for the whole emulator run, kept in Firestore so every function instance shares it. */
function signingKey(): Promise<StoredKey> {
  keyPromise ??= (async () => {
    const ref = db.collection(COLLECTIONS.localIdp).doc('signingKey').withConverter(keyConverter);
    const existing = (await ref.get()).data();
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const candidate: StoredKey = {
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    };
    try {
      await ref.create(candidate);
      return candidate;
    } catch {
      const winner = (await ref.get()).data(); // another instance won the race
      if (!winner) throw new Error('The local identity provider has no signing key');
      return winner;
    }
  })();
  keyPromise.catch(() => (keyPromise = undefined));
  return keyPromise;
}

async function signLocalIdToken(person: DirectoryPerson, nonce?: string): Promise<string> {
  const key = await signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    tid: person.tid,
    oid: person.oid,
    name: person.displayName,
    preferred_username: person.mail,
    email: person.mail,
    ...(nonce ? { nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(`${config.localIdpUrl}/${person.tid}/v2.0`)
    .setAudience(config.entra.clientId)
    .setSubject(person.oid)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .sign(await importJWK(key.privateJwk, 'RS256'));
}

const tokenRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter the e-mail address of a directory user'),
  nonce: z.string().max(200).optional(),
});

export const localIdpRouter = Router();

// GET /backendv2/local-idp/discovery/v2.0/keys: the key set the verifier fetches.
localIdpRouter.get('/local-idp/discovery/v2.0/keys', async (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ keys: [(await signingKey()).publicJwk] });
});

// POST /backendv2/local-idp/token { email, nonce? } -> { id_token, expires_in }
localIdpRouter.post('/local-idp/token', async (req, res) => {
  const { email, nonce } = validate(tokenRequestSchema, req.body);
  const match = await db
    .collection(COLLECTIONS.directory)
    .withConverter(directoryConverter)
    .where('mail_lower', '==', email)
    .limit(1)
    .get();
  const person: DirectoryPerson | undefined = match.docs[0]?.data();
  if (!person) throw notFound(`${email} is not in the demo directory`);
  res
    .set('Cache-Control', 'no-store')
    .json({ id_token: await signLocalIdToken(person, nonce), expires_in: TOKEN_LIFETIME_SECONDS });
});

// GET /backendv2/local-idp/authorize?state: the sign-in popup.
localIdpRouter.get('/local-idp/authorize', async (req, res) => {
  const state = typeof req.query.state === 'string' ? req.query.state : '';
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(state)) throw badRequest('A state parameter is required');
  const people = (
    await db.collection(COLLECTIONS.directory).withConverter(directoryConverter).orderBy('displayName').get()
  ).docs.map((doc) => doc.data());
  res
    .set('Cache-Control', 'no-store')
    .set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
    )
    .type('html')
    .send(authorizePage(state, people));
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function authorizePage(state: string, people: (DirectoryPerson & { demoRole?: string })[]): string {
  const rows = people
    .map(
      (p) => `<li><button type="button" data-email="${escapeHtml(p.mail)}">
        <span class="name">${escapeHtml(p.displayName)}</span>
        <span class="meta">${escapeHtml(p.mail)} · ${escapeHtml(p.jobTitle ?? '')}${p.demoRole && p.demoRole !== 'USER' ? ` · <strong>${escapeHtml(p.demoRole.replace('ADMIN:', 'admin of ').replace('ORGANIZER', 'organizer'))}</strong>` : ''}</span>
      </button></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in — local identity provider</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 560px; margin: 0 auto; padding: 24px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p { margin: 0 0 16px; opacity: .8; }
  ul { list-style: none; padding: 0; margin: 0 0 16px; display: grid; gap: 8px; }
  button { width: 100%; text-align: left; padding: 10px 14px; border-radius: 10px; border: 1px solid #8886; background: transparent; color: inherit; font: inherit; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #1a56db; outline: 2px solid #1a56db55; }
  .name { display: block; font-weight: 600; }
  .meta { display: block; font-size: .85rem; opacity: .8; }
  form { display: flex; gap: 8px; }
  input { flex: 1; padding: 10px; border-radius: 10px; border: 1px solid #8886; font: inherit; background: transparent; color: inherit; }
  form button { width: auto; background: #1a56db; color: #fff; border: none; font-weight: 600; }
  #error { color: #d32f2f; min-height: 1.5em; }
</style></head>
<body><main>
  <h1>Sign in with your corporate account</h1>
  <p>Local identity provider of the emulator suite. Pick a demo person, or type a directory address.</p>
  <ul>${rows}</ul>
  <form id="other"><label for="email" hidden>E-mail address</label>
    <input id="email" name="email" type="email" placeholder="someone@corp.example" aria-label="E-mail address" required>
    <button type="submit">Sign in</button></form>
  <p id="error" role="alert"></p>
</main>
<script>
  const state = ${JSON.stringify(state)};
  async function signIn(email) {
    document.getElementById('error').textContent = '';
    const response = await fetch('token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const body = await response.json();
    if (!response.ok) { document.getElementById('error').textContent = body.error || 'Sign-in failed'; return; }
    if (!window.opener) { document.getElementById('error').textContent = 'Open this page from the app.'; return; }
    window.opener.postMessage({ type: 'agenda-local-idp', state, idToken: body.id_token }, window.location.origin);
    window.close();
  }
  for (const button of document.querySelectorAll('button[data-email]')) button.addEventListener('click', () => signIn(button.dataset.email));
  document.getElementById('other').addEventListener('submit', (event) => { event.preventDefault(); signIn(document.getElementById('email').value); });
</script></body></html>`;
}
