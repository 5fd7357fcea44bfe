import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never';

describe('assertNever', () => {
  it('throws on a value the types said could not exist, naming it', () => {
    expect(() => assertNever('surprise' as never)).toThrow('Unhandled case: "surprise"');
    expect(() => assertNever({ type: 'video' } as never)).toThrow(
      'Unhandled case: {"type":"video"}',
    );
  });

  it('still names values JSON cannot write', () => {
    const circular: { self?: unknown } = {};
    circular.self = circular;
    expect(() => assertNever(circular as never)).toThrow('Unhandled case: [object Object]');
    expect(() => assertNever(undefined as never)).toThrow('Unhandled case: undefined');
  });
});
