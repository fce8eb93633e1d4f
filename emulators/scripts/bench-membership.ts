/**
 * `npm run bench -- --membership`: what one join and one leave cost when nobody else joins, the tap an
 * attendee makes between two rooms (docs/benchmarks.md, "Join and leave"). Eight people of the event
 * each join and leave a session of 100 places three times, one call at a time, straight to the API
 * (no browser beside it). For each call: the time to its answer, and the server's own spans from the
 * answer's `Server-Timing` header (functions/src/lib/timing.ts): the token check, the caller's record
 * and the token's revocation (side by side), the call count, the agenda's event, the transaction, and
 * the handler's total. Compare with a session save's figure on the same machine.
 */
import { adminClients } from './lib/admin';
import { line, quantile } from './lib/bench-stats';
import { say } from './lib/say';
import { benchAgenda, joinersOf } from './bench-joins';

const PEOPLE = 8;
const ROUNDS = 3;

/** The spans of a `Server-Timing` value, by name, in ms. */
function parseServerTiming(value: string | null): Map<string, number> {
  const spans = new Map<string, number>();
  for (const part of (value ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)\s*$/.exec(part);
    if (match) spans.set(match[1]!, Number(match[2]));
  }
  return spans;
}

export async function benchMembership(apiUrl: string): Promise<void> {
  const { db } = adminClients();
  const { eventId, agendaId } = await benchAgenda(db, 100, PEOPLE);
  const people = await joinersOf(eventId, PEOPLE);
  const times = { join: [] as number[], leave: [] as number[] };
  const spans = { join: new Map<string, number[]>(), leave: new Map<string, number[]>() };
  const call = async (action: 'join' | 'leave', token: string) => {
    const sent = performance.now();
    const response = await fetch(`${apiUrl}/participants/agenda/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ agendaId, eventId }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`${action} answered ${response.status}`);
    times[action].push(performance.now() - sent);
    for (const [name, ms] of parseServerTiming(response.headers.get('server-timing')))
      spans[action].set(name, [...(spans[action].get(name) ?? []), ms]);
  };
  // A first call of each warms the function's code paths; it is not counted.
  await call('join', people[0]!.token);
  await call('leave', people[0]!.token);
  times.join.length = 0;
  times.leave.length = 0;
  spans.join.clear();
  spans.leave.clear();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const { token } of people.slice(round === 0 ? 1 : 0)) {
      await call('join', token);
      await call('leave', token);
    }
  say(`\nJoin and leave, one call at a time (${PEOPLE} people, a session of 100 places, straight to the API)`);
  for (const action of ['join', 'leave'] as const) {
    say(line(`POST /participants/agenda/${action}: answered`, times[action], '≤ 150 ms'));
    const parts = [...spans[action]].map(([name, values]) => `${name} ${quantile(values, 0.5).toFixed(0)}`);
    say(`    server, median ms per span: ${parts.join(', ')}`);
  }
}
