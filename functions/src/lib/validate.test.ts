import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, requiredText, settingUpdateSchema } from '@agenda/contract';
import { HttpError } from './http-error';
import { validate } from './validate';

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(settingUpdateSchema, { name: 'TEST_VERSION', value: ' 1.2 ' })).toEqual({
      name: 'TEST_VERSION',
      value: '1.2',
    });
  });

  it('answers 400 with the spec message and the field errors', () => {
    const schema = z.object({ country_name: requiredText() });
    try {
      validate(schema, { country_name: '   ' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toBe(`country_name: ${MESSAGES.required}`);
      expect((error as HttpError).fields).toEqual({ country_name: [MESSAGES.required] });
    }
  });

  it('refuses unknown fields of strict schemas', () => {
    expect(() => validate(settingUpdateSchema, { name: 'TEST_VERSION', value: 'x', admin: true })).toThrow(HttpError);
  });
});
