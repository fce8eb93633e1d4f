import { describe, expect, it } from 'vitest';
import { jsonAnswer } from './answer';

describe('jsonAnswer', () => {
  it('reads a JSON body, and an empty one as {}', async () => {
    expect(await jsonAnswer(new Response('{"result":1}'))).toEqual({ result: 1 });
    expect(await jsonAnswer(new Response(''))).toEqual({});
  });

  it('names the status and text of an answer that is not JSON', async () => {
    const page = new Response('Timed out waiting for function to respond.', { status: 500, statusText: 'Error' });
    await expect(jsonAnswer(page)).rejects.toThrow(
      /answered 500 Error with no JSON: Timed out waiting for function to respond\./,
    );
  });
});
